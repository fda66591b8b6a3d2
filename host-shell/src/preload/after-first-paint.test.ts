import {
  afterFirstPaint,
  loadShellEntry,
  PAINT_WAIT_CAP_MS,
  type PaintWindow,
  SHELL_ENTRY_ID,
  shellEntryScripts,
} from './after-first-paint';

interface FakeObserver {
  callback: (entries: { getEntriesByName: (name: string) => object[] }) => void;
  options?: { type: string; buffered: boolean };
  disconnected: boolean;
}

/** A document in a given state, with animation frames, timers and paint entries run by hand. */
function page({ readyState = 'complete', visibility = 'visible', paintTiming = true } = {}) {
  const doc = document.implementation.createHTMLDocument('page');
  let state = readyState;
  let visibilityState = visibility;
  Object.defineProperty(doc, 'readyState', { get: () => state });
  Object.defineProperty(doc, 'visibilityState', { get: () => visibilityState });
  const frames: FrameRequestCallback[] = [];
  const timers: { callback: () => void; ms: number }[] = [];
  const observers: FakeObserver[] = [];
  class PerformanceObserver {
    static supportedEntryTypes = paintTiming ? ['paint', 'largest-contentful-paint'] : ['mark'];
    private readonly fake: FakeObserver;
    constructor(callback: FakeObserver['callback']) {
      this.fake = { callback, disconnected: false };
      observers.push(this.fake);
    }
    observe(options: { type: string; buffered: boolean }) {
      this.fake.options = options;
    }
    disconnect() {
      this.fake.disconnected = true;
    }
  }
  const win = {
    requestAnimationFrame: (callback: FrameRequestCallback) => frames.push(callback),
    setTimeout: (callback: () => void, ms: number) => timers.push({ callback, ms }),
    PerformanceObserver,
  } as unknown as PaintWindow;
  return {
    doc,
    win,
    observers,
    timers,
    /** Runs the frames asked for so far (those they ask for wait for the next one). */
    frame: () => frames.splice(0).forEach((callback) => callback(0)),
    /** The browser reports a paint entry to the observers watching paints. */
    paint: (name: string) =>
      observers
        .filter((observer) => observer.options?.type === 'paint' && !observer.disconnected)
        .forEach((observer) =>
          observer.callback({ getEntriesByName: (asked) => (asked === name ? [{ name }] : []) }),
        ),
    parsed: () => {
      state = 'interactive';
      doc.dispatchEvent(new Event('DOMContentLoaded'));
    },
    hide: () => {
      visibilityState = 'hidden';
      doc.dispatchEvent(new Event('visibilitychange'));
    },
  };
}

describe('afterFirstPaint', () => {
  it('runs once the parsed page was painted with content, as the browser reports it, not before', () => {
    const { doc, win, observers, paint, parsed } = page({ readyState: 'loading' });
    const run = jest.fn();
    afterFirstPaint(run, doc, win);
    expect(observers).toHaveLength(0);
    parsed();
    // Buffered: a paint that came while the page was parsed counts.
    expect(observers[0]?.options).toEqual({ type: 'paint', buffered: true });
    paint('first-paint');
    expect(run).not.toHaveBeenCalled();
    paint('first-contentful-paint');
    expect(run).toHaveBeenCalledTimes(1);
    expect(observers[0]?.disconnected).toBe(true);
  });

  it('waits two animation frames where the browser has no Paint Timing', () => {
    const { doc, win, frame } = page({ paintTiming: false });
    const run = jest.fn();
    afterFirstPaint(run, doc, win);
    frame();
    expect(run).not.toHaveBeenCalled();
    frame();
    expect(run).toHaveBeenCalledTimes(1);
  });

  it(`gives up waiting for the paint after ${PAINT_WAIT_CAP_MS} ms, and runs only once`, () => {
    const { doc, win, timers, paint } = page();
    const run = jest.fn();
    afterFirstPaint(run, doc, win);
    expect(timers.map((timer) => timer.ms)).toEqual([PAINT_WAIT_CAP_MS]);
    timers[0]?.callback();
    expect(run).toHaveBeenCalledTimes(1);
    paint('first-contentful-paint');
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('runs at once in a hidden tab, which paints nothing', () => {
    const { doc, win } = page({ visibility: 'hidden' });
    const run = jest.fn();
    afterFirstPaint(run, doc, win);
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('runs when the tab is hidden while it waits, and only once', () => {
    const { doc, win, paint, hide } = page();
    const run = jest.fn();
    afterFirstPaint(run, doc, win);
    hide();
    expect(run).toHaveBeenCalledTimes(1);
    paint('first-contentful-paint');
    expect(run).toHaveBeenCalledTimes(1);
  });
});

describe('loadShellEntry', () => {
  function withEntry(text: string) {
    const doc = document.implementation.createHTMLDocument('page');
    const block = doc.createElement('script');
    block.id = SHELL_ENTRY_ID;
    block.type = 'application/json';
    block.textContent = text;
    doc.head.append(block);
    return doc;
  }

  it('adds the listed scripts in order, run in that order as deferred tags are', () => {
    const doc = withEntry('["/main.1.js", "/other.2.js"]');
    loadShellEntry(doc);
    const added = [...doc.head.querySelectorAll('script[src]')] as HTMLScriptElement[];
    expect(added.map((script) => script.getAttribute('src'))).toEqual(['/main.1.js', '/other.2.js']);
    expect(added.every((script) => !script.async)).toBe(true);
  });

  it('lists nothing from a missing or broken block, and only strings', () => {
    expect(shellEntryScripts(document.implementation.createHTMLDocument('none'))).toEqual([]);
    expect(shellEntryScripts(withEntry('["/main.1.js"'))).toEqual([]);
    expect(shellEntryScripts(withEntry('{"src": "/main.1.js"}'))).toEqual([]);
    expect(shellEntryScripts(withEntry('["/main.1.js", 3, null]'))).toEqual(['/main.1.js']);
  });
});
