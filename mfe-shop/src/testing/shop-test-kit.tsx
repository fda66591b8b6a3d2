import { memoryStorage, type RenderInRemoteOptions } from 'remote-kit/testing';
import {
  ApiError,
  createEventBus,
  type ApiClient,
  type AppEventMap,
  type CatalogueItem,
  type Checkout,
  type ProductDetailResponse,
  type Variant,
} from 'shared-contracts';
import { ShopProvider } from '../app/shop-provider';
import { createShopStore } from '../app/store';
import type { CheckoutCalls } from '../api/checkout-calls';

/** A product card of a catalogue list, 20% off. */
export function catalogueCard(id: string, title: string): CatalogueItem {
  return {
    id,
    title,
    image: '/media/v1/products/brief-black.svg',
    link: `/${id}`,
    price: 28.8,
    discount: '20% OFF',
    before_discount_price: 36,
  };
}

/** A variant of the test product. */
export function variant(id: string, size: string, color: string, quantity: number): Variant {
  return {
    id,
    quantity,
    name: `${size} / ${color}`,
    attributes: [
      { attribute: { name: 'Size' }, values: [{ name: size }] },
      { attribute: { name: 'Color' }, values: [{ name: color }] },
    ],
    product: { name: 'Stud Support Brief' },
    pricing: { price: { net: { amount: 28.8, currency: 'USD' } } },
    media: [],
  };
}

/** A product like the seeded brief: two sizes, two colours, one sold-out variant. */
export function testProduct(overrides: Partial<ProductDetailResponse> = {}): ProductDetailResponse {
  return {
    id: 'UHJvZHVjdDp0ZXN0',
    slug: 'stud-support-brief',
    name: 'Stud Support Brief',
    description: 'A supportive brief.',
    minium_variant_price: 28.8,
    minimum_variant_before_discount_price: 36,
    discount_percentage: 20,
    attributes: { Size: ['S', 'M'], Color: ['Black', 'Navy'] },
    variants: [
      variant('v-s-black', 'S', 'Black', 5),
      variant('v-m-black', 'M', 'Black', 5),
      variant('v-s-navy', 'S', 'Navy', 0),
      variant('v-m-navy', 'M', 'Navy', 5),
    ],
    content_identifiers: [],
    media: [],
    reviews: [],
    ...overrides,
  };
}

/** A variant of the kit you build yourself: a supply and one add-on. */
export function kitVariant(
  id: string,
  supply: string,
  addOn: string,
  amount: number,
  quantity: number,
): Variant {
  return {
    id,
    quantity,
    name: `${supply} / ${addOn}`,
    attributes: [
      { attribute: { name: 'Supply' }, values: [{ name: supply }] },
      { attribute: { name: 'Add-ons' }, values: [{ name: addOn }] },
    ],
    product: { name: 'Build Your Own Supplement Kit' },
    pricing: { price: { net: { amount, currency: 'USD' } } },
    media: [],
  };
}

/** A product like the seeded kit: one supply, then one or more add-ons (multi-select), one variant each. */
export function kitProduct(): ProductDetailResponse {
  return testProduct({
    id: 'UHJvZHVjdDpraXQ',
    slug: 'build-your-own-supplement-kit',
    name: 'Build Your Own Supplement Kit',
    minium_variant_price: 9,
    minimum_variant_before_discount_price: 9,
    discount_percentage: 0,
    attributes: { Supply: ['30 days', '90 days'], 'Add-ons': ['Magnesium', 'Omega-3', 'Vitamin D'] },
    multi_select_attributes: ['Add-ons'],
    variants: [
      kitVariant('k-30-mg', '30 days', 'Magnesium', 12, 30),
      kitVariant('k-30-o3', '30 days', 'Omega-3', 18, 30),
      kitVariant('k-30-d', '30 days', 'Vitamin D', 9, 30),
      kitVariant('k-90-mg', '90 days', 'Magnesium', 33, 30),
      kitVariant('k-90-o3', '90 days', 'Omega-3', 51, 0),
      kitVariant('k-90-d', '90 days', 'Vitamin D', 24, 30),
    ],
  });
}

/**
 * The server's cart, kept in memory: the one edge the sagas reach. It knows the checkouts it
 * made; any other id answers 404 like the API.
 */
export function memoryCheckoutCalls() {
  const checkouts = new Map<string, Checkout>();
  let made = 0;
  const notFound = () => new ApiError({ detail: 'Checkout not found.', code: 'NOT_FOUND' }, 404);
  const withLine = (checkout: Checkout, variantId: string): Checkout => {
    const line = checkout.lines.find((candidate) => candidate.variant.id === variantId);
    const lines = line
      ? checkout.lines.map((candidate) =>
          candidate === line ? { ...line, quantity: line.quantity + 1 } : candidate,
        )
      : [
          ...checkout.lines,
          { id: `line-${variantId}`, quantity: 1, variant: variant(variantId, 'M', 'Black', 5) },
        ];
    return { ...checkout, lines, quantity: lines.reduce((sum, each) => sum + each.quantity, 0) };
  };
  const calls: CheckoutCalls = {
    create: (variantIds) => {
      made += 1;
      const empty: Checkout = {
        id: `checkout-${made}`,
        quantity: 0,
        lines: [],
        shippingMethods: [],
        availablePaymentGateways: [],
        voucherCode: null,
        discount: null,
      };
      const checkout = variantIds.reduce(withLine, empty);
      checkouts.set(checkout.id, checkout);
      return Promise.resolve({ checkout, secret: `secret-${made}` });
    },
    addLines: (checkoutId, variantIds) => {
      const current = checkouts.get(checkoutId);
      if (!current) return Promise.reject(notFound());
      const next = variantIds.reduce(withLine, current);
      checkouts.set(checkoutId, next);
      return Promise.resolve(next);
    },
    updateLine: (checkoutId, lineId, quantity) => {
      const current = checkouts.get(checkoutId);
      if (!current) return Promise.reject(notFound());
      const lines = current.lines.map((line) => (line.id === lineId ? { ...line, quantity } : line));
      const next = { ...current, lines, quantity: lines.reduce((sum, each) => sum + each.quantity, 0) };
      checkouts.set(checkoutId, next);
      return Promise.resolve(next);
    },
    removeLine: (checkoutId, lineId) => {
      const current = checkouts.get(checkoutId);
      if (!current) return Promise.reject(notFound());
      const lines = current.lines.filter((line) => line.id !== lineId);
      const next = { ...current, lines, quantity: lines.reduce((sum, each) => sum + each.quantity, 0) };
      checkouts.set(checkoutId, next);
      return Promise.resolve(next);
    },
  };
  return { calls, checkouts };
}

/**
 * A real shop store with its own bus, storage and alert, and the events it emitted; its reads go
 * through `client` when given (a client over a fake adapter), else the page's client. Its cart
 * writes go to the in-memory cart `server`, or with `cartOverClient` through `client` too (the
 * real cart calls, as in the page).
 */
export function createTestShop(client?: ApiClient, { cartOverClient = false } = {}) {
  const bus = createEventBus({ createChannel: null });
  const storage = memoryStorage(bus);
  const alert = jest.fn<void, [string]>();
  const server = memoryCheckoutCalls();
  const events: { type: keyof AppEventMap; payload: unknown }[] = [];
  for (const type of ['notify', 'cart/countChanged', 'checkout/idChanged'] as const) {
    bus.on(type, (payload) => events.push({ type, payload }));
  }
  const store = createShopStore(
    cartOverClient ? { storage, bus, alert } : { calls: server.calls, storage, bus, alert },
    client,
  );
  return { store, bus, storage, alert, server, events };
}

/**
 * How the shell shows a shop page, as renderInRemote's options: the shell's router has the brand
 * as its basename (links are written without it), at the shop, inside ShopProvider with `shop`'s
 * store.
 */
export function inShop(shop = createTestShop()): RenderInRemoteOptions {
  return {
    wrap: (children) => <ShopProvider store={shop.store}>{children}</ShopProvider>,
    basename: '/stud',
    path: '/stud/shop',
  };
}
