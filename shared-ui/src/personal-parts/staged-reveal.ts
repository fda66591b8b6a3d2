import { startTransition, useEffect, useState } from 'react';

/**
 * How many of a page's `parts` to render, in their order: none until `ready`, then one more after
 * each commit, each as a transition of its own. A personal page's parts arrive together (the
 * checkout's two forms and its summary: 30 ms of commit and 20 ms of layout in one task, the page's
 * longest); shown one by one, each commit and the layout after it is a task of its own, and the
 * browser paints and answers input between them (docs/adr/0195). The parts not shown yet keep
 * placeholders of their size. Once shown, a part stays: `ready` turning false shows none, and
 * true again shows all at once.
 */
export function useStagedReveal(parts: number, ready: boolean): number {
  const [shown, setShown] = useState(0);
  useEffect(() => {
    if (!ready || shown >= parts) return;
    // Started from the effect, after the commit before it: React renders the next part in a task
    // of its own, not in the one that committed the last. One part after the one this effect saw,
    // however often it runs (StrictMode runs effects twice in development).
    startTransition(() => setShown((count) => (count === shown ? Math.min(parts, shown + 1) : count)));
  }, [ready, shown, parts]);
  return ready ? Math.min(shown, parts) : 0;
}
