// The pages of the standalone page, loaded on demand like the shell loads them.
import { lazy } from 'react';
import type { ComponentType } from 'react';
import type { PageModuleName, RemotePageProps } from 'shared-contracts';

export interface StandalonePage {
  module: PageModuleName<'checkout'>;
  /** URL path on the standalone page, and the pageKey passed to the page. */
  key: string;
  Page: ComponentType<RemotePageProps>;
}

export const STANDALONE_PAGES: readonly StandalonePage[] = [
  { module: 'CheckoutPage', key: 'checkout', Page: lazy(() => import('../pages/checkout-page')) },
  { module: 'ThankYouPage', key: 'thank-you', Page: lazy(() => import('../pages/thank-you-page')) },
  {
    module: 'OrderHistoryPage',
    key: 'order-history',
    Page: lazy(() => import('../pages/order-history-page')),
  },
];
