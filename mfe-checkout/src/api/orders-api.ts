import { endpoints, type CheckoutStatusResponse, type OrderListResponse } from 'shared-contracts';
import { checkoutApi } from './checkout-api';
import { storedReceiptToken } from './receipt-token';

/** Orders shown per page of the order history. */
export const ORDERS_PER_PAGE = 10;

/**
 * The reads of the thank-you page and the order history, added to the remote's one API (so one
 * cache and one middleware serve every page of the remote).
 */
export const ordersApi = checkoutApi.injectEndpoints({
  endpoints: (build) => ({
    /** checkout-status: a completed checkout answers its order (the thank-you page, after a reload too). */
    getCheckoutStatus: build.query<CheckoutStatusResponse, string>({
      query: (checkoutId) => ({
        url: endpoints.checkout.checkoutStatus,
        method: 'POST',
        // The order only shows to the tab that paid (its receipt token) or its signed-in owner.
        data: { checkout_id: checkoutId, receipt_token: storedReceiptToken(checkoutId) ?? undefined },
      }),
    }),
    /** order-list: the signed-in user's orders, newest first; `page` counts from 1. */
    listOrders: build.query<OrderListResponse, number>({
      query: (page) => ({
        url: endpoints.orders.orderList,
        params: { limit: String(ORDERS_PER_PAGE), offset: String((page - 1) * ORDERS_PER_PAGE) },
      }),
      // A new order appears as soon as the history is opened again.
      keepUnusedDataFor: 0,
    }),
  }),
});

export const { useGetCheckoutStatusQuery, useListOrdersQuery } = ordersApi;
