import type { FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { CreatePaymentRequest } from 'shared-contracts';
import {
  applyPromoCodeAnswer,
  checkoutCompleteAnswer,
  checkoutStatusAnswer,
  completeBody,
  createPaymentAnswer,
  createPaymentBody,
  gatewaysBody,
  IDEMPOTENCY_KEY_PATTERN,
  paymentRefusalAnswer,
  paypalInitiateAnswer,
  paypalInitiateBody,
  promoCodeBody,
  removePromoCodeAnswer,
  shippingDetailsAnswer,
  shippingDetailsBody,
  shippingMethodAnswer,
  shippingMethodBody,
  shippingMethodsQuery,
  statusBody,
  verifyPaymentAnswer,
  verifyPaymentBody,
  voucherBody,
} from 'shared-contracts/schemas';
import { endpoints } from '../../contracts';
import type { Queryable } from '../../db/database';
import { noStoreHook } from '../../http/security-headers';
import { CartError } from '../cart/cart.repository';
import type { CheckoutGuard } from '../cart/checkout-access';
import type { CheckoutDetailsService } from './checkout-details.service';
import { GATEWAYS } from './checkout-state';
import { canSeeOrder } from './order-receipts';
import { PaymentError, type PaymentService } from './payment.service';
import { shippingMethodsFor } from './shipping-methods';

export interface CheckoutRoutesOptions {
  /** Reads who may see an order (order-receipts.ts). */
  db: Queryable;
  details: CheckoutDetailsService;
  payments: PaymentService;
  /** The signed-in user of a request, or null (checkout is open to guests). */
  readUserId: (request: FastifyRequest) => Promise<string | null>;
  /** Lets a call about a checkout through only to who may use it (cart/checkout-access.ts). */
  guard: CheckoutGuard;
}

/**
 * Answers a call the Saleor way, `{ [name]: { <key>: value, errors: [] } }`; a refusal answers its
 * status with `detail` and the errors (404s also carry code NOT_FOUND at the top, like the cart).
 */
async function answer<T>(
  reply: FastifyReply,
  name: string,
  key: string,
  run: () => Promise<T>,
  extra: (value: T) => Record<string, unknown> = () => ({}),
) {
  try {
    const value = await run();
    return reply.send({ [name]: { [key]: value, errors: [] }, ...extra(value) });
  } catch (error) {
    if (!(error instanceof CartError) && !(error instanceof PaymentError)) throw error;
    if (error.status === 503) reply.log.warn({ err: error.cause }, 'payment provider unavailable');
    const payment = error instanceof PaymentError ? error.payment : null;
    return reply.code(error.status).send({
      detail: error.message,
      ...(error.status === 404 ? { code: 'NOT_FOUND' } : {}),
      [name]: { [key]: key === 'payment' ? payment : null, errors: error.errors },
    });
  }
}

/** A completed checkout's order asked for by someone who may not see it (order-receipts.ts). */
const ORDER_NOT_VISIBLE = {
  field: 'receipt_token',
  code: 'PERMISSION_DENIED',
  message: 'This order can be seen only in the browser that placed it, or by its owner when signed in.',
};

const KEY = new RegExp(IDEMPOTENCY_KEY_PATTERN);
const keyIsValid = (key: string) => KEY.test(key);

/** The attempt's idempotency key: the body field, else the Idempotency-Key header. */
function attemptKey(request: FastifyRequest<{ Body: CreatePaymentRequest }>): string | null {
  const header = request.headers['idempotency-key'];
  const key = request.body.idempotency_key ?? (typeof header === 'string' ? header : undefined);
  return key !== undefined && keyIsValid(key) ? key : null;
}

/** The checkout calls of docs/product.md §7 beyond the cart: details, promo codes, payments, completion. */
export const checkoutRoutes: FastifyPluginCallbackTypebox<CheckoutRoutesOptions> = (
  app,
  { db, details, payments, readUserId, guard },
  done,
) => {
  const paths = endpoints.checkout;
  // Addresses, totals and payments' client data: no cache may keep any of it.
  app.addHook('onSend', noStoreHook);
  const guarded = (name: string, key: 'checkout' | 'payment') => guard({ payload: { name, key } });

  app.get(
    paths.availableShippingMethods,
    { schema: { querystring: shippingMethodsQuery }, preHandler: guard() },
    async (request, reply) => {
      const { checkout_id: checkoutId, country } = request.query;
      if (checkoutId) {
        // The methods that ship to the checkout's saved address; a checkout the server does not
        // know (never made, completed, malformed) is a 404 like every other checkout call, so a
        // page never offers methods for a cart that is gone.
        const state = await details.state(checkoutId);
        if (!state) return reply.code(404).send({ detail: 'Checkout not found.', code: 'NOT_FOUND' });
        return { shippingMethods: state.checkout.shippingMethods };
      }
      return { shippingMethods: shippingMethodsFor(country ? country.toUpperCase() : null) };
    },
  );

  app.post(paths.availablePaymentGateways, { schema: { body: gatewaysBody } }, (_request, reply) =>
    reply.send({ availablePaymentGateways: GATEWAYS }),
  );

  app.post(
    paths.shippingDetails,
    {
      schema: { body: shippingDetailsBody, response: { 200: shippingDetailsAnswer } },
      preHandler: guarded('checkoutBillingAddressUpdate', 'checkout'),
    },
    async (request, reply) => {
      const userId = await readUserId(request);
      let step = '';
      return answer(
        reply,
        'checkoutBillingAddressUpdate',
        'checkout',
        async () => {
          // The validator's useDefaults has filled the optional fields (phone, line 2) with ''.
          const address = request.body.address as Required<typeof request.body.address>;
          const saved = await details.saveAddress(request.body.id, address, userId);
          step = saved.step;
          return saved.checkout;
        },
        () => ({ current_step: step }),
      );
    },
  );

  app.post(
    paths.updateShippingMethod,
    {
      schema: { body: shippingMethodBody, response: { 200: shippingMethodAnswer } },
      preHandler: guarded('checkoutDeliveryMethodUpdate', 'checkout'),
    },
    (request, reply) =>
      answer(reply, 'checkoutDeliveryMethodUpdate', 'checkout', () =>
        details.setShippingMethod(request.body.id, request.body.shippingMethodId),
      ),
  );

  app.post(
    paths.applyPromoCode,
    {
      schema: { body: promoCodeBody, response: { 200: applyPromoCodeAnswer } },
      preHandler: guarded('checkoutAddPromoCode', 'checkout'),
    },
    async (request, reply) => {
      const userId = await readUserId(request);
      return answer(reply, 'checkoutAddPromoCode', 'checkout', () =>
        details.applyCode(request.body.id, request.body.promoCode, 'promo', userId),
      );
    },
  );

  app.post(
    paths.assignVoucher,
    {
      schema: { body: voucherBody, response: { 200: applyPromoCodeAnswer } },
      preHandler: guarded('checkoutAddPromoCode', 'checkout'),
    },
    async (request, reply) => {
      const userId = await readUserId(request);
      return answer(reply, 'checkoutAddPromoCode', 'checkout', () =>
        details.applyCode(request.body.id, request.body.voucherCode, 'voucher', userId),
      );
    },
  );

  app.post(
    paths.removePromoCode,
    {
      schema: { body: promoCodeBody, response: { 200: removePromoCodeAnswer } },
      preHandler: guarded('checkoutRemovePromoCode', 'checkout'),
    },
    (request, reply) =>
      answer(reply, 'checkoutRemovePromoCode', 'checkout', () =>
        details.removeCode(request.body.id, request.body.promoCode),
      ),
  );

  app.post(
    paths.createPayment,
    {
      schema: { body: createPaymentBody, response: { 200: createPaymentAnswer, 400: paymentRefusalAnswer } },
      preHandler: guarded('paymentCreate', 'payment'),
    },
    async (request, reply) => {
      const key = attemptKey(request);
      if (!key) {
        return reply.code(400).send({
          detail: 'An idempotency key is required: send idempotency_key or the Idempotency-Key header.',
          errors: [
            { field: 'idempotency_key', code: 'REQUIRED', message: 'An idempotency key is required.' },
          ],
        });
      }
      return answer(reply, 'paymentCreate', 'payment', () =>
        payments.create(request.body.id, request.body.gateway, key),
      );
    },
  );

  app.post(
    paths.verifyPayment,
    {
      schema: { body: verifyPaymentBody, response: { 200: verifyPaymentAnswer } },
      preHandler: guarded('paymentVerify', 'payment'),
    },
    (request, reply) =>
      answer(reply, 'paymentVerify', 'payment', () =>
        payments.verify(request.body.id, request.body.payment_id, request.body.token),
      ),
  );

  app.post(
    endpoints.payment.paypalInitiate,
    {
      schema: { body: paypalInitiateBody, response: { 200: paypalInitiateAnswer } },
      preHandler: guarded('paymentInitiate', 'payment'),
    },
    (request, reply) =>
      answer(reply, 'paymentInitiate', 'payment', () =>
        payments.find(request.body.id, request.body.payment_id, 'paypal'),
      ),
  );

  app.post(
    endpoints.payment.gpay,
    {
      schema: { body: verifyPaymentBody, response: { 200: verifyPaymentAnswer } },
      preHandler: guarded('paymentVerify', 'payment'),
    },
    (request, reply) =>
      answer(reply, 'paymentVerify', 'payment', () =>
        payments.verify(request.body.id, request.body.payment_id, request.body.token, 'google-pay'),
      ),
  );

  // Completes the checkout by id; again (a retry, a second tab of the browser that paid) it answers
  // the same order, to whoever may see it: the call that made it, the signed-in owner, or the
  // holder of the receipt token sent with the completion (order-receipts.ts).
  app.post(
    paths.checkoutOrderDetails,
    {
      schema: { body: completeBody, response: { 200: checkoutCompleteAnswer, '4xx': paymentRefusalAnswer } },
      preHandler: guard({ payload: { name: 'checkoutComplete', key: 'order' }, completedByReceipt: true }),
    },
    async (request, reply) => {
      const userId = await readUserId(request);
      const receiptToken = request.body.receipt_token ?? null;
      try {
        const { order, made } = await payments.complete(request.body.id, userId, receiptToken);
        if (!made && !(await canSeeOrder(db, request.body.id, { userId, receiptToken }))) {
          const errors = [ORDER_NOT_VISIBLE];
          return reply.code(403).send({
            detail: ORDER_NOT_VISIBLE.message,
            checkoutComplete: { confirmationData: JSON.stringify(errors), order: null, errors },
          });
        }
        return {
          checkoutComplete: {
            confirmationData: JSON.stringify({ order }),
            order: { id: order.id, number: order.number },
            errors: [],
          },
        };
      } catch (error) {
        if (!(error instanceof CartError) && !(error instanceof PaymentError)) throw error;
        return reply.code(error.status).send({
          detail: error.message,
          ...(error.status === 404 ? { code: 'NOT_FOUND' } : {}),
          checkoutComplete: {
            confirmationData: JSON.stringify(error.errors),
            order: null,
            errors: error.errors,
          },
        });
      }
    },
  );

  app.post(
    paths.checkoutStatus,
    {
      schema: { body: statusBody, response: { 200: checkoutStatusAnswer, 404: paymentRefusalAnswer } },
      preHandler: guard({ completedByReceipt: true }),
    },
    async (request, reply) => {
      try {
        const status = await payments.status(request.body.checkout_id);
        const viewer = {
          userId: await readUserId(request),
          receiptToken: request.body.receipt_token ?? null,
        };
        // A completed checkout says so to anyone with its id; its order and payment only to who
        // may see the order. An open one reached this far only for who may use it (the guard).
        const visible = status.status === 'open' || (await canSeeOrder(db, request.body.checkout_id, viewer));
        // What a provider's step needs (a client secret) goes only with the payer's own calls
        // that start or continue that step, never with a status.
        const payment = visible && status.payment ? { ...status.payment, client_data: {} } : null;
        const order = visible ? status.order : null;
        return { checkout_id: request.body.checkout_id, ...status, payment, order };
      } catch (error) {
        if (!(error instanceof CartError)) throw error;
        return reply.code(404).send({ detail: error.message, code: 'NOT_FOUND' });
      }
    },
  );
  done();
};
