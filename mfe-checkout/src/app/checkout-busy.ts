import { QueryStatus } from '@reduxjs/toolkit/query';
import {
  selectPaymentFieldErrors,
  selectPaymentPending,
  selectPaymentStatus,
} from '../features/payment/state';
import type { RootState } from './store';

// docs/product.md §4: "Loading is busy when any cart, promo, shipping, payment, PayPal popup or fetch action
// is pending." Cart, promo and shipping writes are RTK Query mutations and the checkout's reads
// are its queries, so their pending state is read from the library rather than kept twice.

/**
 * Reads that make the page busy: the checkout (cart lines, totals) and its shipping methods, and
 * the profile that prefills the form. The country and state lists are not among them: they show
 * their own loading state in their field, and disabling the whole form while a state list loads
 * would take the focus away from the country the shopper just picked.
 */
const BUSY_READS: ReadonlySet<string> = new Set(['getCheckout', 'listShippingMethods', 'getMe']);

/** Whether a cart, promo, shipping or fetch request of the checkout is on its way. */
export function selectRequestsPending(state: RootState): boolean {
  const { queries, mutations } = state.checkoutApi;
  return (
    Object.values(mutations).some((mutation) => mutation?.status === QueryStatus.pending) ||
    Object.values(queries).some(
      (query) => query?.status === QueryStatus.pending && BUSY_READS.has(query.endpointName),
    )
  );
}

/**
 * The busy rule: while true the page's controls are disabled and its busy indicator shows. The
 * payment is pending from Pay until its answer, the PayPal window and the Google Pay sheet
 * included (the payment slice's awaitingGateway).
 */
export function selectCheckoutBusy(state: RootState): boolean {
  return selectRequestsPending(state) || selectPaymentPending(state);
}

/**
 * Whether a payment is under way or went through: the payment empties the cart on purpose before
 * it goes to the thank-you page, and the page must not send the shopper to the cart meanwhile.
 */
export function selectPaymentFinished(state: RootState): boolean {
  const status = selectPaymentStatus(state);
  return status !== 'idle' && status !== 'failed';
}

/** The payment's error for the shipment type field ("Shipping method is required!"). */
export function selectShipmentPaymentError(state: RootState): string | undefined {
  return selectPaymentFieldErrors(state).shipment_type;
}
