// Money: a paid checkout is frozen (item 5), checkouts answer only to their owner or the holder of
// their secret (6), and the cart budgets (11), through the Stripe sandbox as the e2e purchases do.
import { randomUUID } from 'node:crypto';
import { createClient, newVerifiedUser, nextAddress } from '../client.mjs';
import { outcome } from '../outcome.mjs';

const opaque = (id) => Buffer.from(id).toString('base64url');
const GUIDE = opaque('ProductVariant:the-healing-guide');
/** Two left: at most one may go to one cart. */
const LIMITED_L = opaque('ProductVariant:stud-limited-red-brief-red-l');
const NEW_YORK = {
  email: 'audit-payer@example.com',
  first_name: 'Pat',
  last_name: 'Payer',
  phone: '+1 555 0100',
  street_address_1: '1 Main Street',
  street_address_2: '',
  country: 'US',
  country_area: 'US-NY',
  city: 'New York',
  postal_code: '10001',
};

/** A cart of one guide with a New York address and free shipping; its id and secret header. */
async function readyCart(client, { token } = {}) {
  const created = await client.post(
    '/api/ecom/create-checkout/',
    { input: { lines: [{ variantId: GUIDE, quantity: 1 }], channel: 'default-channel' } },
    { token },
  );
  if (created.status !== 200) throw new Error(`create-checkout answered ${created.status}`);
  const id = created.json.checkoutCreate.checkout.id;
  const secret = { 'x-checkout-secret': created.json.checkoutCreate.checkoutSecret };
  for (const [path, body] of [
    ['/api/ecom/shipping-details/', { id, address: NEW_YORK }],
    ['/api/ecom/update-shipping-method/', { id, shippingMethodId: 'standard-us-ca' }],
  ]) {
    const answer = await client.post(path, body, { headers: secret, token });
    if (answer.status !== 200) throw new Error(`${path} answered ${answer.status}`);
  }
  return { id, secret };
}

/** Pays the cart with the Stripe sandbox's test card; answers the payment and its client secret. */
async function payCart(client, { id, secret }, { token } = {}) {
  const created = await client.post(
    '/api/ecom/create-payment/',
    { id, gateway: 'stripe', idempotency_key: randomUUID() },
    { headers: secret, token },
  );
  const payment = created.json.paymentCreate.payment;
  const verified = await client.post(
    '/api/ecom/verify-payment/',
    { id, payment_id: payment.id, token: '4242424242424242' },
    { headers: secret, token },
  );
  if (verified.status !== 200) throw new Error(`verify-payment answered ${verified.status}`);
  return { payment, clientSecret: payment.client_data?.client_secret ?? '' };
}

const firstErrorCode = (answer) =>
  Object.values(answer.json ?? {}).find((value) => value?.errors?.length)?.errors?.[0]?.code ?? '';

export const moneyCases = [
  {
    item: 5,
    name: 'add to a paid cart, then complete',
    expected: '409 CHECKOUT_PAID, order total = amount paid',
    async run({ api }) {
      const client = createClient(api, { address: nextAddress() });
      const cart = await readyCart(client);
      const { payment } = await payCart(client, cart);
      const added = await client.post(
        '/api/ecom/add-to-cart/',
        { id: cart.id, lines: [{ variantId: GUIDE, quantity: 1 }] },
        { headers: cart.secret },
      );
      const done = await client.post(
        '/api/ecom/checkout-order-details/',
        { id: cart.id },
        { headers: cart.secret },
      );
      const order = JSON.parse(done.json?.checkoutComplete?.confirmationData ?? '{}').order;
      const same = order?.total?.amount === payment.amount.amount;
      const observed = `${added.status} ${firstErrorCode(added)}, order total ${same ? '=' : '≠'} amount paid`;
      return outcome(observed, added.status === 409 && firstErrorCode(added) === 'CHECKOUT_PAID' && same);
    },
  },
  {
    item: 6,
    name: "a signed-in shopper's cart read by another user and by a guest",
    expected: '404, 404',
    async run({ api }) {
      const client = createClient(api, { address: nextAddress() });
      const owner = await newVerifiedUser(client, 'cart-owner');
      const stranger = await newVerifiedUser(client, 'stranger');
      const cart = await readyCart(client, { token: owner.access });
      const byStranger = await client.post(
        '/api/ecom/cart-items/',
        { id: cart.id },
        { token: stranger.access },
      );
      const byGuest = await client.post('/api/ecom/cart-items/', { id: cart.id });
      const observed = `${byStranger.status}, ${byGuest.status}`;
      return outcome(observed, observed === '404, 404' && !byGuest.text.includes(NEW_YORK.email));
    },
  },
  {
    item: 6,
    name: "a stranger completes a guest's paid cart without X-Checkout-Secret",
    expected: '404, the payer then completes it (200)',
    async run({ api }) {
      const payer = createClient(api, { address: nextAddress() });
      const cart = await readyCart(payer);
      await payCart(payer, cart);
      const stranger = await newVerifiedUser(createClient(api, { address: nextAddress() }), 'taker');
      const taken = await createClient(api, { address: nextAddress() }).post(
        '/api/ecom/checkout-order-details/',
        { id: cart.id },
        { token: stranger.access },
      );
      const own = await payer.post(
        '/api/ecom/checkout-order-details/',
        { id: cart.id },
        { headers: cart.secret },
      );
      const observed = `${taken.status}, the payer then completes it (${own.status})`;
      return outcome(observed, taken.status === 404 && own.status === 200);
    },
  },
  {
    item: 6,
    name: 'checkout-status: client secret and caching',
    expected: 'no client secret to payer or others (404), no-store',
    async run({ api }) {
      const client = createClient(api, { address: nextAddress() });
      const cart = await readyCart(client);
      const created = await client.post(
        '/api/ecom/create-payment/',
        { id: cart.id, gateway: 'stripe', idempotency_key: randomUUID() },
        { headers: cart.secret },
      );
      const clientSecret = created.json.paymentCreate.payment.client_data.client_secret;
      const own = await client.post(
        '/api/ecom/checkout-status/',
        { checkout_id: cart.id },
        { headers: cart.secret },
      );
      const others = await createClient(api, { address: nextAddress() }).post('/api/ecom/checkout-status/', {
        checkout_id: cart.id,
      });
      const leaked = [own, others].some((answer) => answer.text.includes(clientSecret));
      const cache = [own, others].map((answer) => answer.headers.get('cache-control')).join('/');
      const observed = `${leaked ? 'client secret shown' : 'no client secret'} to payer or others (${others.status}), ${cache}`;
      return outcome(observed, !leaked && others.status === 404 && cache === 'no-store/no-store');
    },
  },
  {
    item: 11,
    name: 'a third new cart from one address within the hour (limit 2)',
    expected: '200, 200, 429',
    async run({ api }) {
      const client = createClient(api, { address: nextAddress() });
      const statuses = [];
      for (let cart = 0; cart < 3; cart += 1)
        statuses.push(
          (
            await client.post('/api/ecom/create-checkout/', {
              input: { lines: [{ variantId: GUIDE, quantity: 1 }], channel: 'default-channel' },
            })
          ).status,
        );
      return outcome(statuses.join(', '), statuses.join() === '200,200,429');
    },
  },
  {
    item: 11,
    name: 'a third change to one cart, each from another address (limit 2)',
    expected: '200, 200, 429',
    async run({ api }) {
      const created = await createClient(api, { address: nextAddress() }).post('/api/ecom/create-checkout/', {
        input: { lines: [{ variantId: GUIDE, quantity: 1 }], channel: 'default-channel' },
      });
      const { checkout, checkoutSecret } = created.json.checkoutCreate;
      const statuses = [];
      for (let add = 0; add < 3; add += 1)
        statuses.push(
          (
            await createClient(api, { address: nextAddress() }).post(
              '/api/ecom/add-to-cart/',
              { id: checkout.id, lines: [{ variantId: GUIDE, quantity: 1 }] },
              { headers: { 'x-checkout-secret': checkoutSecret } },
            )
          ).status,
        );
      return outcome(statuses.join(', '), statuses.join() === '200,200,429');
    },
  },
  {
    item: 11,
    name: 'two of the last two limited briefs in one cart',
    expected: '409 LIMIT_PER_CART',
    async run({ api }) {
      const answer = await createClient(api, { address: nextAddress() }).post('/api/ecom/create-checkout/', {
        input: { lines: [{ variantId: LIMITED_L, quantity: 2 }], channel: 'default-channel' },
      });
      const observed = `${answer.status} ${firstErrorCode(answer)}`;
      return outcome(observed, observed === '409 LIMIT_PER_CART');
    },
  },
];
