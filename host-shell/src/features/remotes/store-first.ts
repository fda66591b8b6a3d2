import { nextTask, START_STEPS } from 'shared-contracts';
import type { LoadModule } from './remote-loader';

/**
 * Loads a remote's page module after its start steps (shared-contracts START_STEPS: the libraries
 * of that remote's store, its store module, the libraries its pages run), each a task apart
 * (docs/adr/0193, 0194). Module Federation runs an exposed module's whole import graph
 * in the task its last file arrives in: on the checkout that was the store's libraries (Redux
 * Toolkit, RTK Query, redux-saga, axios), its `createApi` and every component of the page, 60 ms
 * of one task on this machine, four times that on the phone Lighthouse models. Each step keeps
 * what it ran in the remote's module cache, so the next runs only what is its own.
 *
 * The steps' files are among the page's (the route preloader fetches them together), so this adds
 * no round trip. A step that does not load (one the remote does not expose, or a failed file) is
 * skipped without a task break and left to the page's own load, which fails or succeeds on its own
 * and is retried and reported as before: a remote built before the steps were exposed still loads
 * its pages.
 *
 * Once a page of a remote has loaded, its store is in that remote's module cache: later pages of
 * the same remote go straight to their own module, without the steps' task breaks, until `forget`
 * says the remote's container was replaced (a redeploy) and its cache is empty again.
 */
export function storeFirst(
  load: LoadModule,
  breakTask: () => Promise<void> = nextTask,
): LoadModule & { forget(remote: string): void } {
  const storeRan = new Set<string>();
  const loadModule: LoadModule = async (id) => {
    const remote = id.slice(0, id.indexOf('/'));
    if (!storeRan.has(remote)) {
      for (const step of START_STEPS) {
        const ran = await load(`${remote}/${step}`).then(
          () => true,
          () => false,
        );
        if (ran) await breakTask();
      }
    }
    const page = await load(id);
    storeRan.add(remote);
    return page;
  };
  return Object.assign(loadModule, { forget: (remote: string) => void storeRan.delete(remote) });
}
