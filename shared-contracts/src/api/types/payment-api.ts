import type { Country, Subdivision } from '../../entities/address';
import type { CheckoutError } from './checkout-api';
import type { PaymentGateway, ShippingMethod } from '../../entities/checkout';
import type { Order, OrderLine } from '../../entities/misc';
import type { Money } from '../../entities/product';
import type {
  completeBody,
  orderListQuery,
  paypalInitiateBody,
  shippingMethodsQuery,
  verifyPaymentBody,
  voucherBody,
} from '../../schemas/checkout';
import type { applyPromoCodeAnswer } from '../../schemas/cart-answers';
import type { Static } from 'typebox';

// Payments, completion, order history and country data (ADR 0100). Bodies are snake_case like
// the rest of the checkout calls; payment answers carry Saleor-style `errors`.

/** The header a client may send its per-attempt idempotency key in (instead of the body field). */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';

/** Ids of the payment gateways (available-payment-gateways answers them with their names). */
export type PaymentGatewayId = 'paypal' | 'stripe' | 'google-pay';

/** Answer of countries-list: about 240 countries, by name. */
export type CountriesListResponse = Country[];

/** Answer of sub-division/{countryCode}: the states or provinces of a country, by name. */
export type SubDivisionResponse = Subdivision[];

/** Query of available-shipping-methods: a checkout, or a country code, or neither (all methods). */
export type AvailableShippingMethodsQuery = Static<typeof shippingMethodsQuery>;

/** Body of assign-voucher. */
export type AssignVoucherRequest = Static<typeof voucherBody>;

/**
 * Status of one payment attempt. `refunded`: it was paid, then given back because the stock ran
 * out before the order could be made (the shopper is told so; no order exists).
 */
export type PaymentStatus = 'pending' | 'succeeded' | 'declined' | 'cancelled' | 'refunded';

/** A payment attempt as the API shows it. */
export interface PaymentAttempt {
  id: string;
  gateway: PaymentGatewayId;
  status: PaymentStatus;
  /** The server's total for the checkout when the attempt began. */
  amount: Money;
  /** Why it was declined, e.g. "Your card was declined.". */
  message: string | null;
  /** True when the gateway runs in its offline sandbox (no keys configured). */
  sandbox: boolean;
  /** What the client's gateway step needs (Stripe's client secret, PayPal's order id). */
  client_data: Record<string, string>;
}

/** Answer of create-payment, verify-payment, paypal/initiate and gpay. */
export interface PaymentResponse {
  payment: PaymentAttempt | null;
  errors: CheckoutError[];
}

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
export interface OrderDetailsLine extends OrderLine {
  variantId: string;
  total: Money;
}

/**
 * An order: what the thank-you page and the order history show (the order of docs/product.md §3,
 * with totals).
 */
export interface OrderDetails extends Order {
  lines: OrderDetailsLine[];
  gateway: PaymentGatewayId;
  subtotal: Money;
  shipping: Money;
  discount: Money;
  voucherCode: string | null;
  shippingMethod: { id: string; name: string };
}

/** The data `checkoutComplete.confirmationData` holds as JSON text. */
export interface OrderConfirmationData {
  order: OrderDetails;
}

/** Answer of checkout-status: whether the checkout was paid and completed. */
export interface CheckoutStatusResponse {
  checkout_id: string;
  /** open: still a cart; completed: an order was made. */
  status: 'open' | 'completed';
  /** The step a checkout page resumes at: 'address', 'shipping', 'payment' or 'complete'. */
  current_step: string;
  /** The newest payment attempt, or null. */
  payment: PaymentAttempt | null;
  order: OrderDetails | null;
}

/** Query of order-list. */
export type OrderListQuery = Static<typeof orderListQuery>;

/** Answer of order-list: the signed-in user's orders, newest first. */
export interface OrderListResponse {
  count: number;
  next: string | null;
  previous: string | null;
  results: OrderDetails[];
}

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
