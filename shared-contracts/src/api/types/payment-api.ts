import type { Country, Subdivision } from '../../entities/address';
import type { PaymentGateway, ShippingMethod } from '../../entities/checkout';
import type {
  completeBody,
  orderListQuery,
  paypalInitiateBody,
  shippingMethodsQuery,
  verifyPaymentBody,
  voucherBody,
} from '../../schemas/checkout';
import type { applyPromoCodeAnswer } from '../../schemas/cart-answers';
import type {
  checkoutStatusAnswer,
  createPaymentAnswer,
  orderAnswer,
  orderLineAnswer,
  orderListAnswer,
  paymentAttemptAnswer,
  paymentPayload,
  verifyPaymentAnswer,
} from '../../schemas/payment-answers';
import type { Static } from 'typebox';

// Payments, completion, order history and country data (ADR 0100). Bodies are snake_case like
// the rest of the checkout calls; payment answers carry Saleor-style `errors`.

/** The header a client may send its per-attempt idempotency key in (instead of the body field). */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';

export type { PaymentGatewayId, PaymentStatus } from '../../schemas/payment-answers';

/** Answer of countries-list: about 240 countries, by name. */
export type CountriesListResponse = Country[];

/** Answer of sub-division/{countryCode}: the states or provinces of a country, by name. */
export type SubDivisionResponse = Subdivision[];

/** Query of available-shipping-methods: a checkout, or a country code, or neither (all methods). */
export type AvailableShippingMethodsQuery = Static<typeof shippingMethodsQuery>;

/** Body of assign-voucher. */
export type AssignVoucherRequest = Static<typeof voucherBody>;

/** A payment attempt as the API shows it. */
export type PaymentAttempt = Static<typeof paymentAttemptAnswer>;

/** Answer of create-payment (under paymentCreate), verify-payment and gpay (paymentVerify), paypal/initiate (paymentInitiate). */
export type PaymentResponse = Static<typeof paymentPayload>;
/** Answer of create-payment. */
export type CreatePaymentResponse = Static<typeof createPaymentAnswer>;
/** Answer of verify-payment and gpay. */
export type VerifyPaymentResponse = Static<typeof verifyPaymentAnswer>;

/**
 * Body of verify-payment and gpay: the attempt and the gateway's proof. In the sandboxes the proof
 * is the card number (Stripe), 'approve' or 'cancel' (PayPal), 'pay' or 'cancel' (Google Pay).
 */
export type VerifyPaymentRequest = Static<typeof verifyPaymentBody>;

/** Body of paypal/initiate. */
export type PaypalInitiateRequest = Static<typeof paypalInitiateBody>;

/**
 * Body of checkout-order-details: completes the checkout by id (again: the same order).
 * `receipt_token`: a random token of 32-128 letters, digits, `-` or `_` that the browser keeps (never in a URL):
 * stored hashed with the order it makes, it lets this browser see the order again (checkout-status,
 * a repeated completion). Without it, only the call that made the order and the signed-in owner
 * see it; others get 403 PERMISSION_DENIED.
 */
export type CheckoutOrderDetailsRequest = Static<typeof completeBody>;

/** A line of an order as sold (the order history's line, with its variant and line total). */
export type OrderDetailsLine = Static<typeof orderLineAnswer>;

/**
 * An order: what the thank-you page and the order history show (the order of docs/product.md §3,
 * with totals).
 */
export type OrderDetails = Static<typeof orderAnswer>;

/** The data `checkoutComplete.confirmationData` holds as JSON text. */
export interface OrderConfirmationData {
  order: OrderDetails;
}

/** Answer of checkout-status: whether the checkout was paid and completed. */
export type CheckoutStatusResponse = Static<typeof checkoutStatusAnswer>;

/** Query of order-list. */
export type OrderListQuery = Static<typeof orderListQuery>;

/** Answer of order-list: the signed-in user's orders, newest first. */
export type OrderListResponse = Static<typeof orderListAnswer>;

/** Answer of available-shipping-methods. */
export interface AvailableShippingMethodsResponse {
  shippingMethods: ShippingMethod[];
}

/** Answer of available-payment-gateways. */
export interface AvailablePaymentGatewaysResponse {
  availablePaymentGateways: PaymentGateway[];
}

/** Answer of assign-voucher (a voucher is a promo code a shop hands out). */
export type AssignVoucherResponse = Static<typeof applyPromoCodeAnswer>;
