import {
  getBrand,
  getRuntimeConfig,
  hasRuntimeConfig,
  type AbBlockForEditing,
  type BrandId,
} from 'shared-contracts';

/** What the overlay's Edit link puts in the router state: the page the editor came from. */
export interface EditorLinkState {
  from: string;
}

function isEditorLinkState(state: unknown): state is EditorLinkState {
  return (
    typeof state === 'object' &&
    state !== null &&
    typeof (state as { from?: unknown }).from === 'string' &&
    (state as { from: string }).from.startsWith('/')
  );
}

/**
 * Where "Back to the page" leads, as a path of the current brand's router: the page the editor
 * came from (the overlay's link says), else the block's own page when it belongs to this brand,
 * else the home page (a global block, or an address typed by hand).
 */
export function backToPage(
  state: unknown,
  block: Pick<AbBlockForEditing, 'brand' | 'page'> | undefined,
  brand: BrandId,
): string {
  if (isEditorLinkState(state)) return state.from;
  if (!block || block.brand !== brand || block.page === null) return '/';
  const productWord = hasRuntimeConfig() ? getRuntimeConfig().productWord : undefined;
  const route = getBrand(brand, productWord).routes.find(
    (candidate) => candidate.pageKey === block.page && !candidate.path.includes(':'),
  );
  return route?.path ?? '/';
}
