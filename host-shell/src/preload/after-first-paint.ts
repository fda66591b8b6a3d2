// A server-rendered page is read from its HTML alone: the shell's scripts only make it interactive.
// The static server hands such a page's entry scripts over as a data block instead of <script>
// tags (tooling/static-server server-render.cjs), and the route preloader starts them, and its own
// downloads, once the page's content is on screen: on a slow link the HTML and its styles then have
// the network to themselves until the first paint, instead of sharing it with 180 KB of scripts
// the paint does not need (docs/adr/0180).

/** On <html> when the page's entry scripts wait for its first paint. */
export const PAINT_FIRST_ATTRIBUTE = 'data-paint-first';
/** The data block listing those scripts' URLs, in their order. */
export const SHELL_ENTRY_ID = 'shell-entry';

/** The browser's paint entry of the first paint with content (Paint Timing). */
const FIRST_CONTENTFUL_PAINT = 'first-contentful-paint';
/**
 * Longest wait for that entry once the page is parsed: a browser that never reports it (or a page
 * painted with no content) still gets its scripts.
 */
export const PAINT_WAIT_CAP_MS = 3_000;

/** What afterFirstPaint uses of the window; Paint Timing may be missing. */
export type PaintWindow = Pick<typeof globalThis, 'requestAnimationFrame' | 'setTimeout'> & {
  PerformanceObserver?: typeof PerformanceObserver;
};

/**
 * Runs `run` once the parsed page has been painted: after the document is parsed and the browser
 * has reported its first contentful paint, which it does once that frame is on screen (animation
 * frames alone run before the frame is presented, so scripts asked for there could still come
 * before the paint). Without Paint Timing, two animation frames. A hidden tab paints nothing: there
 * `run` goes at once, or as soon as the tab is hidden while waiting.
 */
export function afterFirstPaint(run: () => void, doc: Document = document, win: PaintWindow = window): void {
  let ran = false;
  let observer: PerformanceObserver | undefined;
  const once = () => {
    if (ran) return;
    ran = true;
    observer?.disconnect();
    doc.removeEventListener('visibilitychange', whenHidden);
    run();
  };
  const whenHidden = () => {
    if (doc.visibilityState === 'hidden') once();
  };
  const afterParsing = () => {
    if (doc.visibilityState === 'hidden') return once();
    doc.addEventListener('visibilitychange', whenHidden);
    win.setTimeout(once, PAINT_WAIT_CAP_MS);
    const Observer = win.PerformanceObserver;
    if (!Observer?.supportedEntryTypes?.includes('paint')) {
      win.requestAnimationFrame(() => win.requestAnimationFrame(once));
      return;
    }
    const watcher = new Observer((entries) => {
      if (entries.getEntriesByName(FIRST_CONTENTFUL_PAINT).length > 0) once();
    });
    observer = watcher;
    // Buffered: a paint reported before this point (the page painted while it was parsed) counts.
    watcher.observe({ type: 'paint', buffered: true });
  };
  if (doc.readyState === 'loading') doc.addEventListener('DOMContentLoaded', afterParsing, { once: true });
  else afterParsing();
}

/** The entry scripts' URLs from the page's data block, or none. */
export function shellEntryScripts(doc: Document): string[] {
  try {
    const listed: unknown = JSON.parse(doc.getElementById(SHELL_ENTRY_ID)?.textContent ?? '[]');
    return Array.isArray(listed) ? listed.filter((src): src is string => typeof src === 'string') : [];
  } catch {
    return [];
  }
}

/** Adds the entry scripts to the page, run in their listed order as the deferred tags were. */
export function loadShellEntry(doc: Document = document): void {
  for (const src of shellEntryScripts(doc)) {
    const script = doc.createElement('script');
    script.src = src;
    script.async = false;
    doc.head.append(script);
  }
}
