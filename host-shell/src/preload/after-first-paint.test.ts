import { afterFirstPaint, loadShellEntry, SHELL_ENTRY_ID, shellEntryScripts } from './after-first-paint';

/** A document in a given state, with animation frames the test runs by hand. */
function page({ readyState = 'complete', visibility = 'visible' } = {}) {
  const doc = document.implementation.createHTMLDocument('page');
  let state = readyState;
  let visibilityState = visibility;
  Object.defineProperty(doc, 'readyState', { get: () => state });
  Object.defineProperty(doc, 'visibilityState', { get: () => visibilityState });
  const frames: FrameRequestCallback[] = [];
  const win = {
    requestAnimationFrame: (callback: FrameRequestCallback) => frames.push(callback),
  } as unknown as Window;
  return {
    doc,
    win,
    /** Runs the frames asked for so far (those they ask for wait for the next one). */
    frame: () => frames.splice(0).forEach((callback) => callback(0)),
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
  it('runs once the parsed page had one frame painted, not before', () => {
    const { doc, win, frame, parsed } = page({ readyState: 'loading' });
    const run = jest.fn();
    afterFirstPaint(run, doc, win);
    frame();
    expect(run).not.toHaveBeenCalled();
    parsed();
    frame();
    expect(run).not.toHaveBeenCalled();
    frame();
    expect(run).toHaveBeenCalledTimes(1);
    frame();
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('runs at once in a hidden tab, which paints no frame', () => {
    const { doc, win } = page({ visibility: 'hidden' });
    const run = jest.fn();
    afterFirstPaint(run, doc, win);
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('runs when the tab is hidden while it waits, and only once', () => {
    const { doc, win, frame, hide } = page();
    const run = jest.fn();
    afterFirstPaint(run, doc, win);
    frame();
    hide();
    expect(run).toHaveBeenCalledTimes(1);
    frame();
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
