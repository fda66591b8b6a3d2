// What a content page reads before the shell's server renders it (docs/adr/0140): its A/B blocks
// as the request's visitor sees them, and whatever else the page shows at once (the terms). The
// answers stay in the render's store, so the page renders them and the shell writes them into
// the HTML for the browser's first read.
import type { RenderScope } from 'shared-contracts';
import { contentApi } from '../../api/content-api';
import { renderStore } from '../../app/store';

/** The props of the page the shell is about to render. */
export interface PrepareProps {
  brand: string;
  pageKey: string;
}

type Read = (store: ReturnType<typeof renderStore>) => Promise<unknown>;

/**
 * A page module's `prepare`: the page's blocks, then `extra` reads, all at once. The subscriptions
 * stay: the store lives only as long as the render, and an unsubscribed read would hold it in a timer.
 */
export function prepareContentPage(...extra: Read[]) {
  return async (scope: RenderScope, { brand, pageKey }: PrepareProps): Promise<void> => {
    const store = renderStore(scope);
    await Promise.all([
      store.dispatch(contentApi.endpoints.getPageContent.initiate({ brand, page: pageKey })),
      ...extra.map((read) => read(store)),
    ]);
  };
}

/** The blocks only: the prepare of most content pages. */
export const prepare = prepareContentPage();
