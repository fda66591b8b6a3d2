// Answer schemas of the payment, completion, checkout-status and order-list calls (docs/product.md
// §7): Fastify serialises their 200 answers with them and the answer types the remotes read derive
// from them (docs/adr/0115-one-schema-per-endpoint.md). A response schema drops what it does not
// name and coerces values, so every object names every field the API builds today (payment-rows.ts
// toAttempt, orders.repository.ts toOrder), each with the JSON type it has.
import { Type, type TSchema } from 'typebox';
import { moneyAnswer, nullableString } from './answers';
import { checkoutErrorAnswer } from './cart-answers';

/** Ids of the payment gateways (available-payment-gateways answers them with their names). */
export type PaymentGatewayId = 'paypal' | 'stripe' | 'google-pay';

/**
 * Status of one payment attempt. `refunded`: it was paid, then given back because the stock ran
 * out before the order could be made (the shopper is told so; no order exists).
 */
export type PaymentStatus = 'pending' | 'succeeded' | 'declined' | 'cancelled' | 'refunded';

const nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);

const gatewayId = Type.Unsafe<PaymentGatewayId>({ type: 'string' });

/** A payment attempt as the API shows it. */
export const paymentAttemptAnswer = Type.Object({
  id: Type.String(),
  gateway: gatewayId,
  status: Type.Unsafe<PaymentStatus>({ type: 'string' }),
  /** The server's total for the checkout when the attempt began. */
  amount: moneyAnswer,
  /** Why it was declined, e.g. "Your card was declined.". */
  message: nullableString(),
  /** True when the gateway runs in its offline sandbox (no keys configured). */
  sandbox: Type.Boolean(),
  /** What the client's gateway step needs (Stripe's client secret, PayPal's order id). */
  client_data: Type.Record(Type.String(), Type.String()),
});

/** The payload of a payment call: the attempt (null when refused) and errors. */
export const paymentPayload = Type.Object({
  payment: nullable(paymentAttemptAnswer),
  errors: Type.Array(checkoutErrorAnswer),
});

/** create-payment answers under paymentCreate. */
export const createPaymentAnswer = Type.Object({ paymentCreate: paymentPayload });
/** verify-payment and gpay answer under paymentVerify. */
export const verifyPaymentAnswer = Type.Object({ paymentVerify: paymentPayload });
/** paypal/initiate answers under paymentInitiate. */
export const paypalInitiateAnswer = Type.Object({ paymentInitiate: paymentPayload });

/** A line of an order as sold (the order history's line, with its variant and line total). */
export const orderLineAnswer = Type.Object({
  variantId: Type.String(),
  productName: Type.String(),
  variantName: Type.String(),
  quantity: Type.Number(),
  unitPrice: moneyAnswer,
  total: moneyAnswer,
  thumbnail: Type.Optional(nullableString()),
});

/** An order: what the thank-you page and the order history show (docs/product.md §3, with totals). */
export const orderAnswer = Type.Object({
  id: Type.String(),
  number: Type.String(),
  /** ISO date-time. */
  created: Type.String(),
  status: Type.String(),
  gateway: gatewayId,
  lines: Type.Array(orderLineAnswer),
  subtotal: moneyAnswer,
  shipping: moneyAnswer,
  discount: moneyAnswer,
  total: moneyAnswer,
  voucherCode: nullableString(),
  shippingMethod: Type.Object({ id: Type.String(), name: Type.String() }),
});

/** Answer of checkout-order-details: `confirmationData` is JSON text (`{ order }`, or the errors). */
export const checkoutCompleteAnswer = Type.Object({
  checkoutComplete: Type.Object({
    confirmationData: nullableString(),
    order: nullable(Type.Object({ id: Type.String(), number: Type.Optional(Type.String()) })),
    errors: Type.Array(checkoutErrorAnswer),
  }),
});

/**
 * A refusal of a payment or completion call, sent as built: `detail`, `code` NOT_FOUND on a 404,
 * and the call's payload with its errors (an open schema: each keeps its exact fields).
 */
export const paymentRefusalAnswer = Type.Unsafe<{
  detail: string;
  code?: 'NOT_FOUND';
  [payload: string]: unknown;
}>({});

/** Answer of checkout-status: whether the checkout was paid and completed. */
export const checkoutStatusAnswer = Type.Object({
  checkout_id: Type.String(),
  /** open: still a cart; completed: an order was made. */
  status: Type.Unsafe<'open' | 'completed'>({ type: 'string' }),
  /** The step a checkout page resumes at: 'address', 'shipping', 'payment' or 'complete'. */
  current_step: Type.String(),
  /** The newest payment attempt (its client_data left empty), or null. */
  payment: nullable(paymentAttemptAnswer),
  order: nullable(orderAnswer),
});

/** Answer of order-list: the signed-in user's orders, newest first. */
export const orderListAnswer = Type.Object({
  count: Type.Integer(),
  next: nullableString(),
  previous: nullableString(),
  results: Type.Array(orderAnswer),
});
