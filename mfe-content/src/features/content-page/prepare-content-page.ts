// What a content page reads before the shell's server renders it (docs/adr/0140): its A/B blocks
// as the request's visitor sees them, and whatever else the page shows at once (the terms, the
// contact details, the consult's content). The answers stay in the render's store, so the page
// renders them and the shell writes them into the HTML for the browser's first read.
import type { BrandId, RenderScope } from 'shared-contracts';
import { contentApi } from '../../api/content-api';
import { renderStore } from '../../app/store';

/** The props of the page the shell is about to render. */
export interface PrepareProps {
  brand: string;
  pageKey: string;
}

/** One read of a page, in the render's store, for the page the shell renders. */
export type Read = (
  store: ReturnType<typeof renderStore>,
  page: { brand: BrandId; pageKey: string },
) => Promise<unknown>;

/**
 * A page module's `prepare` from its reads, all at once. The subscriptions stay: the store lives
 * only as long as the render, and an unsubscribed read would hold it in a timer.
 */
export function prepareReads(...reads: Read[]) {
  return async (scope: RenderScope, { brand, pageKey }: PrepareProps): Promise<void> => {
    const store = renderStore(scope);
    const page = { brand: brand as BrandId, pageKey };
    await Promise.all(reads.map((read) => read(store, page)));
  };
}

/** The page's A/B blocks (ContentBlocks' read). */
const blocks: Read = (store, { brand, pageKey }) =>
  store.dispatch(contentApi.endpoints.getPageContent.initiate({ brand, page: pageKey }));

/** A page with A/B blocks: its blocks, then `extra` reads, all at once. */
export function prepareContentPage(...extra: Read[]) {
  return prepareReads(blocks, ...extra);
}

/** The blocks only: the prepare of most content pages. */
export const prepare = prepareContentPage();
