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
