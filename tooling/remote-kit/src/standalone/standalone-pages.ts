// Turns a remote's map of page loaders into the list the standalone page renders, loaded on
// demand like the shell loads them.
import { lazy } from 'react';
import type { ComponentType } from 'react';
import type { PageModuleName, RemoteName, RemotePageProps } from 'shared-contracts';

/** Loads one page module, e.g. `() => import('./pages/cart-page')`. */
export type PageLoader = () => Promise<{ default: ComponentType<RemotePageProps> }>;

/**
 * One loader per exposed page of the remote. Keyed by `PageModuleName<R>`, so a page missing
 * from PAGE_MODULES, or one of PAGE_MODULES left out, fails the type check.
 */
export type PageLoaders<R extends RemoteName> = Record<PageModuleName<R>, PageLoader>;

export interface StandalonePage {
  module: string;
  /** URL path on the standalone page, and the pageKey passed to the page. */
  key: string;
  Page: ComponentType<RemotePageProps>;
}

/** 'ManageCommunicationsPage' -> 'manage-communications': the path the page gets on the standalone page. */
export function standalonePageKey(module: string): string {
  return module
    .replace(/Page$/, '')
    .replace(/(?<!^)([A-Z])/g, '-$1')
    .toLowerCase();
}

/** The pages in the order the map lists them; call once, as `lazy` must not run per render. */
export function standalonePages<R extends RemoteName>(loaders: PageLoaders<R>): readonly StandalonePage[] {
  return Object.entries<PageLoader>(loaders).map(([module, load]) => ({
    module,
    key: standalonePageKey(module),
    Page: lazy(load),
  }));
}
