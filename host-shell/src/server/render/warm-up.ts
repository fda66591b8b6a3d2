// The shell server's warm-up (docs/adr/0181): every page module it renders is loaded from its
// remote's Node container once the servers listen, instead of by the first visitor of each. That
// visitor waited for the container's manifest, entry and chunks (1.2 s for the first page after a
// start, against 60-130 ms warm), and past the remote's budget got the placeholder instead.
import { BRAND_IDS, getBrand, type RemoteName, type RuntimeConfig } from 'shared-contracts';
import { rendersOnServer } from './render-page';
import type { ServerRemotes } from './server-remotes';

/** Longest the warm-up waits for one page module (a remote's server may still be starting). */
export const WARM_UP_BUDGET_MS = 10_000;

export interface ServerPageId {
  remote: RemoteName;
  module: string;
}

/** Each remote page the server renders for some brand, once. */
export function serverRenderedPages(config: Pick<RuntimeConfig, 'productWord'>): ServerPageId[] {
  const pages = new Map<string, ServerPageId>();
  for (const brand of BRAND_IDS)
    for (const route of getBrand(brand, config.productWord).routes)
      if (rendersOnServer(route))
        pages.set(`${route.remote}/${route.module}`, { remote: route.remote, module: route.module });
  return [...pages.values()];
}

export interface WarmUpResult {
  loaded: string[];
  /** Pages not loaded within the budget: their first visitor loads them, as without a warm-up. */
  missing: string[];
}

/** Loads every server-rendered page module; never rejects. */
export async function warmUp(
  remotes: ServerRemotes,
  config: RuntimeConfig,
  budgetMs = WARM_UP_BUDGET_MS,
): Promise<WarmUpResult> {
  const pages = serverRenderedPages(config);
  const outcomes = await Promise.all(
    pages.map(async ({ remote, module }) => ({
      id: `${remote}/${module}`,
      loaded: Boolean(await remotes.page(config.remotes, remote, module, budgetMs).catch(() => undefined)),
    })),
  );
  return {
    loaded: outcomes.filter((page) => page.loaded).map((page) => page.id),
    missing: outcomes.filter((page) => !page.loaded).map((page) => page.id),
  };
}
