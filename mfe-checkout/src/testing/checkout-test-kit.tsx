import { fakePageApi, type RenderInRemoteOptions, type SentRequest } from 'remote-kit/testing';
import { type Checkout, type Country, type Variant } from 'shared-contracts';
import { CheckoutProvider } from '../app/checkout-provider';
import type { CheckoutStore } from '../app/store';
import { CHECKOUT_ID } from './memory-payment-api';
export { realAttempt, stepCallbacks, withPaymentKeys } from './gateway-step-kit';

// The checkout's one test kit: a page's store on the fake API at the HTTP edge (fakeApi), or the
// payment saga's on the in-memory payment API (createTestCheckout); either renders with
// remote-kit's renderInRemote(ui, inCheckout(store)). The gateways' steps add a real attempt and
// publishable keys (./gateway-step-kit).
export {
  CHECKOUT_ID,
  connectionLost,
  createTestCheckout,
  memoryPaymentApi,
  testOrder,
  type TestCheckout,
} from './memory-payment-api';

/** A request the page made, as the fake API saw it; `path` is its path without the query. */
export type SeenRequest = SentRequest & { path: string };

/** An answer, or a promise of one (a test holds it back to see the page while it waits). */
export type Answer = { status: number; data: unknown };
type Handler = (request: SeenRequest) => Answer | Promise<Answer> | undefined;

const seenOf = (request: SentRequest): SeenRequest => ({ ...request, path: request.url.split('?')[0] ?? '' });

/**
 * The network edge stood in for (remote-kit's fakePageApi, the one fake API), 404 when `answer`
 * returns nothing; `sent(path)` lists the requests to one path. The shared client, the store,
 * RTK Query and the router are the real ones.
 */
export function fakeApi(answer: Handler) {
  const api = fakePageApi((request) => answer(seenOf(request)));
  const requests = () => api.requests.map(seenOf);
  return {
    client: api.client,
    get requests() {
      return requests();
    },
    sent: (path: string) => requests().filter((request) => request.path === path),
  };
}

const brief: Variant = {
  id: 'v-brief-m',
  quantity: 25,
  name: 'M / Black',
  attributes: [{ attribute: { name: 'Size' }, values: [{ name: 'M' }] }],
  product: { name: 'Stud Support Brief' },
  pricing: { price: { net: { amount: 28.8, currency: 'USD' } } },
  media: [],
};

/** A checkout with one brief, as cart-items answers it. */
export function oneItemCheckout(overrides: Partial<Checkout> = {}): Checkout {
  return {
    id: CHECKOUT_ID,
    quantity: 1,
    lines: [{ id: 'line-1', quantity: 1, variant: brief }],
    shippingMethods: [],
    availablePaymentGateways: [
      { id: 'paypal', name: 'Paypal' },
      { id: 'stripe', name: 'Stripe' },
      { id: 'google-pay', name: 'Google Pay' },
    ],
    voucherCode: null,
    discount: null,
    email: null,
    shippingAddress: null,
    deliveryMethod: null,
    subtotalPrice: { gross: { amount: 28.8, currency: 'USD' } },
    totalPrice: { gross: { amount: 28.8, currency: 'USD' } },
    ...overrides,
  };
}

export const COUNTRIES: Country[] = [
  { name: 'France', code: 'FR', timezone: 'Europe/Paris', utc: 'UTC+01:00', mobileCode: '+33' },
  { name: 'United States', code: 'US', timezone: 'America/New_York', utc: 'UTC-05:00', mobileCode: '+1' },
];

export const SHIPPING_METHODS = [
  { id: 'standard-us-ca', name: 'Free shipping (3-5 business days)', price: { amount: 0, currency: 'USD' } },
  { id: 'worldwide', name: 'Worldwide shipping (9-15 business days)', price: { amount: 0, currency: 'USD' } },
];

/** The reads every checkout page makes, answered like the API; `more` answers the rest first. */
export function checkoutServer(checkout: () => Checkout | null, more: Handler = () => undefined): Handler {
  return (request) => {
    const own = more(request);
    if (own) return own;
    if (request.path.endsWith('/cart-items/')) {
      const current = checkout();
      return current
        ? { status: 200, data: { checkout: current } }
        : { status: 404, data: { detail: 'Checkout not found.', code: 'NOT_FOUND' } };
    }
    if (request.path.endsWith('/available-shipping-methods/'))
      return { status: 200, data: { shippingMethods: SHIPPING_METHODS } };
    if (request.path.endsWith('/countries-list/')) return { status: 200, data: COUNTRIES };
    if (request.path.endsWith('/sub-division/US/')) {
      return {
        status: 200,
        data: [
          { code: 'US-CA', name: 'California' },
          { code: 'US-NY', name: 'New York' },
        ],
      };
    }
    if (request.path.endsWith('/sub-division/FR/'))
      return { status: 200, data: [{ code: 'FR-75', name: 'Paris' }] };
    return undefined;
  };
}

/**
 * How the shell shows a checkout page, as renderInRemote's options: under the stud basename (the
 * pages write their links without it), at `path`, inside the checkout's provider with `store`.
 */
export function inCheckout(store: CheckoutStore, path = '/stud/checkout'): RenderInRemoteOptions {
  return {
    wrap: (children) => <CheckoutProvider store={store}>{children}</CheckoutProvider>,
    basename: '/stud',
    path,
  };
}
