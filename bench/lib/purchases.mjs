// A whole guest purchase through the API, as the checkout page makes it: create-checkout with one
// unit, shipping-details, update-shipping-method, create-payment, verify-payment with the Stripe
// sandbox's succeeding test card, and completion (checkout-order-details). Reported as purchases
// per second at a few concurrent shoppers, and the latency of one whole purchase.
//
// Every purchase takes real stock, so the number of purchases is bounded by what the seeded
// catalogue has: the bench buys one unit of each in-stock variant in turn until it has made
// PURCHASES or run out.
import { randomUUID } from 'node:crypto';
import { summarize } from './summary.mjs';

export const PURCHASES = 150;
export const SHOPPERS = 4;
const BRANDS = ['stud', 'cele'];
const ADDRESS = {
  email: 'bench@example.com',
  first_name: 'Bench',
  last_name: 'Shopper',
  phone: '',
  street_address_1: '1 Main Street',
  street_address_2: '',
  country: 'US',
  country_area: 'US-NY',
  city: 'New York',
  postal_code: '10001',
};

async function call(apiUrl, method, path, body, secret = null) {
  const response = await fetch(`${apiUrl}${path}`, {
    method,
    headers: {
      'content-type': 'application/json',
      accept: 'application/json',
      // The checkout's secret, as the browser sends it with every call about its checkout.
      ...(secret ? { 'x-checkout-secret': secret } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = await response.json();
  if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}: ${JSON.stringify(json)}`);
  return json;
}

/** One unit per entry, for every unit of every in-stock variant (what the catalogue offers). */
async function unitsOnSale(apiUrl) {
  const units = [];
  for (const brand of BRANDS) {
    const cards = await call(apiUrl, 'POST', `/api/ecom/products-list?brand=${brand}`, {});
    for (const card of cards) {
      const product = await call(
        apiUrl,
        'POST',
        `/api/ecom/products-detail/${encodeURIComponent(card.id)}`,
        {},
      );
      for (const variant of product.variants) {
        for (let unit = 0; unit < variant.quantity; unit += 1) units.push(variant.id);
      }
    }
  }
  return interleave(units);
}

/** Units in round-robin order across variants, so concurrent shoppers rarely wait on one variant's lock. */
function interleave(units) {
  const byVariant = new Map();
  for (const id of units) byVariant.set(id, (byVariant.get(id) ?? 0) + 1);
  const order = [];
  while (byVariant.size > 0) {
    for (const [id, left] of byVariant) {
      order.push(id);
      if (left === 1) byVariant.delete(id);
      else byVariant.set(id, left - 1);
    }
  }
  return order;
}

async function purchase(apiUrl, variantId) {
  const started = performance.now();
  const created = await call(apiUrl, 'POST', '/api/ecom/create-checkout/', {
    input: { lines: [{ variantId, quantity: 1 }], channel: 'default-channel' },
  });
  const id = created.checkoutCreate.checkout.id;
  const secret = created.checkoutCreate.checkoutSecret;
  await call(apiUrl, 'POST', '/api/ecom/shipping-details/', { id, address: ADDRESS }, secret);
  await call(
    apiUrl,
    'POST',
    '/api/ecom/update-shipping-method/',
    { id, shippingMethodId: 'standard-us-ca' },
    secret,
  );
  const payment = await call(
    apiUrl,
    'POST',
    '/api/ecom/create-payment/',
    { id, gateway: 'stripe', idempotency_key: randomUUID() },
    secret,
  );
  await call(
    apiUrl,
    'POST',
    '/api/ecom/verify-payment/',
    { id, payment_id: payment.paymentCreate.payment.id, token: '4242 4242 4242 4242' },
    secret,
  );
  await call(apiUrl, 'POST', '/api/ecom/checkout-order-details/', { id }, secret);
  return performance.now() - started;
}

/** One run: SHOPPERS concurrent guests buying until the run's share of units is bought. */
async function run(apiUrl, units) {
  const queue = [...units];
  const latencies = [];
  const started = performance.now();
  await Promise.all(
    Array.from({ length: SHOPPERS }, async () => {
      for (let next = queue.shift(); next !== undefined; next = queue.shift()) {
        latencies.push(await purchase(apiUrl, next));
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return {
    purchasesPerSecond: latencies.length / seconds,
    p50: latencies[Math.floor(latencies.length / 2)] ?? null,
    count: latencies.length,
  };
}

/**
 * Guest purchases per second through the API, `runs` times.
 * @returns {Promise<object>} purchases per second and whole-purchase p50 (ms), median (min-max)
 */
export async function measurePurchases({ apiUrl, runs, log }) {
  const units = await unitsOnSale(apiUrl);
  const perRun = Math.min(PURCHASES, Math.floor(units.length / runs));
  if (perRun === 0) throw new Error('the catalogue has nothing left in stock to buy');
  const results = [];
  for (let index = 0; index < runs; index += 1) {
    log(`bench: api guest purchase run ${index + 1}/${runs} (${perRun} purchases, ${SHOPPERS} shoppers)`);
    results.push(await run(apiUrl, units.slice(index * perRun, (index + 1) * perRun)));
  }
  return {
    name: 'guest purchase',
    request: 'create-checkout → shipping → pay (Stripe sandbox) → complete',
    shoppers: SHOPPERS,
    purchasesPerRun: perRun,
    purchasesPerSecond: summarize(results.map((result) => result.purchasesPerSecond)),
    purchaseP50Ms: summarize(results.map((result) => result.p50)),
  };
}
