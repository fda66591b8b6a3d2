// The steps the checkout tests share: a checkout ready to pay, a payment with one gateway, the
// completion call, and counts read straight from the database.
import type { FastifyInstance } from 'fastify';
import { randomUUID } from 'node:crypto';
import { CHECKOUT_PATHS as P, US_ADDRESS } from './spec-checkout';
import { SHOP_PATHS, VARIANT } from './spec-shop';
import type { TestServer } from './test-app';

export interface Money {
  amount: number;
}
export interface Checkout {
  id: string;
  shippingMethods: { id: string; name: string }[];
  voucherCode: string | null;
  discount: Money | null;
  subtotalPrice: { gross: Money };
  totalPrice: { gross: Money };
  deliveryMethod: { id: string } | null;
}
export interface Errors {
  errors: { field: string | null; code: string; message: string }[];
}
export interface Payment {
  id: string;
  status: string;
  amount: Money;
  message: string | null;
}
export interface Order {
  id: string;
  number: string;
  total: Money;
  subtotal: Money;
  discount: Money;
  lines: { variantId: string; quantity: number }[];
}

export const line = (variantId: string, quantity = 1) => ({ variantId, quantity });

export async function stockOf(app: FastifyInstance, variantId: string): Promise<number> {
  const { rows } = await app.db.query<{ stock: number }>('select stock from shop_variants where id = $1', [
    variantId,
  ]);
  return rows[0]?.stock ?? -1;
}

export async function count(app: FastifyInstance, table: 'orders' | 'payments'): Promise<number> {
  const { rows } = await app.db.query<{ count: number }>(`select count(*)::int as count from ${table}`);
  return rows[0]?.count ?? 0;
}

/** A checkout with `lines`, a US address and the free US shipping method, ready to pay. */
export async function readyCheckout(
  server: TestServer,
  lines = [line(VARIANT.briefBlackM)],
  headers = {},
): Promise<string> {
  const created = await server.post(SHOP_PATHS.createCheckout, {
    input: { lines, channel: 'default-channel' },
  });
  const id = created.json<{ checkoutCreate: { checkout: Checkout } }>().checkoutCreate.checkout.id;
  const saved = await server.post(P.shippingDetails, { id, address: US_ADDRESS }, headers);
  expect(saved.statusCode).toBe(200);
  const method = await server.post(
    P.updateShippingMethod,
    { id, shippingMethodId: 'standard-us-ca' },
    headers,
  );
  expect(method.statusCode).toBe(200);
  return id;
}

/** Creates an attempt with `gateway` and settles it with `token` (a test card or a sandbox word). */
export async function pay(
  server: TestServer,
  id: string,
  gateway: string,
  token: string,
  key = randomUUID(),
  headers = {},
) {
  const created = await server.post(P.createPayment, { id, gateway, idempotency_key: key }, headers);
  expect(created.statusCode).toBe(200);
  const payment = created.json<{ paymentCreate: { payment: Payment } }>().paymentCreate.payment;
  const path = gateway === 'google-pay' ? P.gpay : P.verifyPayment;
  const verified = await server.post(path, { id, payment_id: payment.id, token }, headers);
  return { payment, verified };
}

export const complete = (server: TestServer, id: string, headers = {}, receipt?: string) =>
  server.post(P.checkoutOrderDetails, receipt ? { id, receipt_token: receipt } : { id }, headers);

/** The order JSON a completion answers with (`confirmationData`). */
export const orderOf = (response: { json: <T>() => T }) =>
  response.json<{ checkoutComplete: { confirmationData: string } }>().checkoutComplete.confirmationData;
