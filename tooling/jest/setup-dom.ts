// Shared jsdom set-up for every browser package's tests.
import '@testing-library/jest-dom';
import { configure } from '@testing-library/dom';
import { TextDecoder, TextEncoder } from 'node:util';

// react-router 7 needs these, and jsdom does not provide them.
Object.assign(globalThis, { TextEncoder, TextDecoder });

// Radix's positioned layers (tooltip, popover) watch their size. jsdom lays nothing out, so
// nothing ever resizes: an observer that never calls back is exactly what a browser would do here.
if (!('ResizeObserver' in globalThis)) {
  class ResizeObserverInJsdom {
    observe(): void {}
    unobserve(): void {}
    disconnect(): void {}
  }
  Object.assign(globalThis, { ResizeObserver: ResizeObserverInJsdom });
}

// A page test renders a whole remote in jsdom (router, store, fake API): a few seconds on a quiet
// 2-core machine, more when every core is busy. Jest's 5 s default then fails a test that is only
// slow; a real hang still fails, after 20 s.
jest.setTimeout(20_000);

// findBy* and waitFor wait for what a page shows after its fake API answers. Their 1 s default
// is met on a quiet machine and missed on a busy one; what never appears still fails, after 5 s.
configure({ asyncUtilTimeout: 5_000 });
