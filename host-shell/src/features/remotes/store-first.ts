import { nextTask, STORE_MODULE } from 'shared-contracts';
import type { LoadModule } from './remote-loader';

/**
 * Loads a remote's page module after that remote's store module, a task apart (docs/adr/0193).
 * Module Federation runs an exposed module's whole import graph in the task its last file arrives
 * in: on the checkout that was the store's libraries (Redux Toolkit, RTK Query, redux-saga,
 * axios), its `createApi` and every component of the page, 60 ms of one task on this machine,
 * four times that on the phone Lighthouse models. Run first, the store module keeps its part in
 * the remote's module cache, and the page module then runs only what is its own.
 *
 * The store's files are among the page's (the route preloader fetches them together), so this
 * adds no round trip. A store that does not load is left to the page's own load, which fails or
 * succeeds on its own and is retried and reported as before: a remote built before the store was
 * exposed still loads its pages.
 */
export function storeFirst(load: LoadModule, breakTask: () => Promise<void> = nextTask): LoadModule {
  return async (id) => {
    const remote = id.slice(0, id.indexOf('/'));
    await load(`${remote}/${STORE_MODULE}`).catch(() => undefined);
    await breakTask();
    return load(id);
  };
}
