/** Longest wait for an idle moment: a page that never settles still gets the work done. */
export const IDLE_TIMEOUT_MS = 2000;

/**
 * Runs `work` when the browser is idle (after the page's own first work), or after
 * IDLE_TIMEOUT_MS at the latest; a timer where there is no requestIdleCallback (Safari).
 * Returns the cancel function, for an effect's cleanup.
 */
export function whenIdle(work: () => void): () => void {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(() => work(), { timeout: IDLE_TIMEOUT_MS });
    return () => cancelIdleCallback(id);
  }
  const id = setTimeout(work, 1);
  return () => clearTimeout(id);
}

/**
 * Runs `work` once the page has loaded (its pictures included: the load event), painted the frame
 * after that, and is then idle; without the load wait on a page that has loaded already. For work
 * that must not compete with the page's largest picture (docs/adr/0186). Returns the cancel
 * function.
 */
export function whenLoadedAndIdle(work: () => void): () => void {
  let frame = 0;
  let cancelIdle: (() => void) | null = null;
  const loaded = () => {
    frame = requestAnimationFrame(() => {
      cancelIdle = whenIdle(work);
    });
  };
  if (document.readyState === 'complete') loaded();
  else window.addEventListener('load', loaded, { once: true });
  return () => {
    window.removeEventListener('load', loaded);
    cancelAnimationFrame(frame);
    cancelIdle?.();
  };
}
