import type { RemoteLoader } from '../../features/remotes';
import type { ServerPage } from './page-data';

/**
 * The loader a server render hands the shell's components: the one page it loaded before rendering
 * (or none: the page's placeholder renders, as in the browser while a remote loads). Effects do not
 * run on the server, so nothing else is ever asked of it.
 */
export function serverRemoteLoader(page: (ServerPage & { component: unknown }) | null): RemoteLoader {
  const never = () => new Promise<never>(() => undefined);
  return {
    peek: (remote, module) =>
      page && page.remote === remote && page.module === module
        ? (page.component as ReturnType<RemoteLoader['peek']>)
        : undefined,
    load: never,
    loadAtOnce: () => Promise.resolve(null),
    preload: () => undefined,
    reload: () => Promise.resolve(),
  };
}
