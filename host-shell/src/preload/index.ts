import { afterFirstPaint, loadShellEntry, PAINT_FIRST_ATTRIBUTE } from './after-first-paint';
import { preloadCurrentPage } from './route-preload';

// A server-rendered page's downloads wait for its first paint (after-first-paint.ts); any other
// page needs them at once, for its content.
if (document.documentElement.hasAttribute(PAINT_FIRST_ATTRIBUTE))
  afterFirstPaint(() => {
    preloadCurrentPage();
    loadShellEntry();
  });
else preloadCurrentPage();
