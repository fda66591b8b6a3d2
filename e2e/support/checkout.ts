// Carts and checkout steps shared by the checkout specs: a cart made through the real API the way
// the shop makes it, handed to the page the way the product keeps it, and the checkout form filled
// as a shopper fills it.
import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { API_URL } from './stack';

/** The seeded Stud Support Brief, M, black (the API's opaque variant id). */
export const BRIEF_M = Buffer.from('ProductVariant:stud-support-brief-black-m').toString('base64url');

/** A cart as the browser keeps it: its id and the secret that opens it (X-Checkout-Secret). */
export interface E2eCart {
  id: string;
  secret: string;
}

/** The header that opens `cart` to API calls made by a test. */
export const secretHeader = (cart: E2eCart): Record<string, string> => ({ 'x-checkout-secret': cart.secret });

/**
 * The seeded Healing Guide (a digital edition with 9999 "in stock"): for tests that need any cart,
 * since each cart a run makes holds its unit, and the briefs go to the specs that buy them.
 */
export const GUIDE = Buffer.from('ProductVariant:the-healing-guide').toString('base64url');

/** A cart with one brief (or one of `variantId`), made through the API the way the shop makes it. */
export async function oneItemCart(request: APIRequestContext, variantId = BRIEF_M): Promise<E2eCart> {
  const response = await request.post(`${API_URL}/api/ecom/create-checkout/`, {
    data: { input: { lines: [{ variantId, quantity: 1 }], channel: 'default-channel' } },
  });
  expect(response.ok(), await response.text()).toBe(true);
  const body = (await response.json()) as {
    checkoutCreate: { checkout: { id: string }; checkoutSecret: string };
  };
  return { id: body.checkoutCreate.checkout.id, secret: body.checkoutCreate.checkoutSecret };
}

/**
 * Stores the cart's id and secret before the page's scripts run, as the shop leaves them; once per
 * tab, so a purchase that clears them is not undone by the next navigation.
 */
export async function useCart(page: Page, cart: E2eCart): Promise<void> {
  await page.addInitScript(({ id, secret }) => {
    if (!localStorage.getItem('checkoutId') && !sessionStorage.getItem('e2e-cart-set')) {
      sessionStorage.setItem('e2e-cart-set', '1');
      localStorage.setItem('checkoutSecret', secret);
      localStorage.setItem('checkoutId', id);
    }
  }, cart);
}

/** The checkout page's heading, "Secure Checkout (N item/Items)". */
export const checkoutHeading = (page: Page, quantity = 1): Locator =>
  page.getByRole('heading', {
    level: 1,
    name: `Secure Checkout (${quantity} ${quantity === 1 ? 'item' : 'Items'})`,
  });

/** Fills contact and address for New York (free shipping there) and saves them. */
export async function fillNewYorkAddress(page: Page, email: string): Promise<void> {
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByRole('textbox', { name: 'First name' }).fill('Pat');
  await page.getByRole('textbox', { name: 'Last name' }).fill('Payer');
  await page.getByRole('textbox', { name: 'Street address' }).fill('2 Elm Street');
  await page.getByRole('textbox', { name: 'City' }).fill('Albany');
  await page.getByRole('textbox', { name: 'ZIP / Postal code' }).fill('12207');
  await page.getByRole('combobox', { name: 'State / Province' }).selectOption({ label: 'New York' });
  await page.getByRole('button', { name: 'Save shipping details' }).click();
  await expect(page.getByText('Shipping details saved.')).toBeVisible();
}

/** The gateways' names as the payment choice shows them. */
export const GATEWAY_NAMES = { stripe: 'Stripe', paypal: 'Paypal', 'google-pay': 'Google Pay' } as const;
export type GatewayId = keyof typeof GATEWAY_NAMES;

/** Picks free shipping and the gateway, waiting until the page has saved the shipping method. */
export async function chooseDeliveryAndGateway(page: Page, gateway: GatewayId): Promise<void> {
  await page
    .getByRole('radiogroup', { name: 'Shipment type' })
    .getByRole('radio', { name: /Free shipping \(3-5 business days\)/ })
    .check();
  await page
    .getByRole('radiogroup', { name: 'Payment method' })
    .getByRole('radio', { name: GATEWAY_NAMES[gateway] })
    .check();
  await expect(payButton(page)).toBeEnabled();
}

/** The page's Pay button (the card form has its own "Pay $…"). */
export const payButton = (page: Page): Locator => page.getByRole('button', { name: 'Pay', exact: true });

/** Stripe's sandbox card form, filled with `number`, a future expiry and a CVC. */
export async function fillCard(page: Page, number: string): Promise<Locator> {
  const card = page.getByRole('dialog', { name: 'Pay with card' });
  await card.getByRole('textbox', { name: 'Card number' }).fill(number);
  await card.getByRole('textbox', { name: 'Expiry' }).fill('12/34');
  await card.getByRole('textbox', { name: 'CVC' }).fill('123');
  return card;
}

/** The New York address the tests give through the API (shipping-details' body). */
export function newYorkAddress(email: string) {
  return {
    email,
    first_name: 'Ada',
    last_name: 'Tester',
    phone: '+1 555 0100',
    street_address_1: '1 Main Street',
    street_address_2: '',
    country: 'US',
    country_area: 'US-NY',
    city: 'New York',
    postal_code: '10001',
  };
}

/** A whole purchase through the API (address, shipping, Stripe sandbox card, completion), as the page makes it. */
export async function purchaseThroughApi(
  request: APIRequestContext,
  { email, access }: { email: string; access?: string },
): Promise<{ checkoutId: string; orderNumber: string }> {
  const cart = await oneItemCart(request);
  const checkoutId = cart.id;
  const headers = { ...secretHeader(cart), ...(access ? { authorization: `Bearer ${access}` } : {}) };
  const post = async <T>(path: string, data: unknown): Promise<T> => {
    const response = await request.post(`${API_URL}${path}`, { headers, data });
    expect(response.ok(), `${path}: ${await response.text()}`).toBe(true);
    return (await response.json()) as T;
  };
  await post('/api/ecom/shipping-details/', {
    id: checkoutId,
    address: newYorkAddress(email),
  });
  await post('/api/ecom/update-shipping-method/', { id: checkoutId, shippingMethodId: 'standard-us-ca' });
  const created = await post<{ paymentCreate: { payment: { id: string } } }>('/api/ecom/create-payment/', {
    id: checkoutId,
    gateway: 'stripe',
    idempotency_key: `e2e-${checkoutId}`,
  });
  await post('/api/ecom/verify-payment/', {
    id: checkoutId,
    payment_id: created.paymentCreate.payment.id,
    token: '4242424242424242',
  });
  const completed = await post<{ checkoutComplete: { order: { number: string } } }>(
    '/api/ecom/checkout-order-details/',
    { id: checkoutId },
  );
  return { checkoutId, orderNumber: completed.checkoutComplete.order.number };
}
