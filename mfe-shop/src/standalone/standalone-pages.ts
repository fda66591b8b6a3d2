// The pages of the standalone page, loaded on demand like the shell loads them.
import { lazy } from 'react';
import type { ComponentType } from 'react';
import type { PageModuleName, RemotePageProps } from 'shared-contracts';

export interface StandalonePage {
  module: PageModuleName<'shop'>;
  /** URL path on the standalone page, and the pageKey passed to the page. */
  key: string;
  Page: ComponentType<RemotePageProps>;
}

export const STANDALONE_PAGES: readonly StandalonePage[] = [
  { module: 'CatalogPage', key: 'catalog', Page: lazy(() => import('../pages/catalog-page')) },
  { module: 'ProductPage', key: 'product', Page: lazy(() => import('../pages/product-page')) },
  { module: 'CartPage', key: 'cart', Page: lazy(() => import('../pages/cart-page')) },
];
