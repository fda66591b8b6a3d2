import type { APIRequestContext } from '@playwright/test';
import { createVerifiedUser, PASSWORD } from '../support/accounts';
import { expectNoSeriousA11yViolations } from '../support/accessibility';
import {
  checkoutHeading,
  fillNewYorkAddress,
  newYorkAddress,
  oneItemCart,
  payButton,
  secretHeader,
  useCart,
  type E2eCart,
} from '../support/checkout';
import { logIn, useTokens } from '../support/session';
import { API_URL } from '../support/stack';
import { expect, test } from '../support/test';

// Whose cart it is, and a paid cart that cannot change: a checkout opens only to the browser
// holding its secret (or, once signed in, to its shopper), and a cart paid for keeps its total.

const BRIEF = 'Stud Support Brief';
const CHECKOUT_PAID =
  'This cart has been paid for and can no longer be changed. Your order is being placed; to buy something else, start a new cart once it is done.';

/** Pays `cart` through the API (address, free shipping, Stripe sandbox card) without completing it. */
async function payWithoutCompleting(request: APIRequestContext, cart: E2eCart): Promise<void> {
  const post = async <T>(path: string, data: unknown): Promise<T> => {
    const response = await request.post(`${API_URL}${path}`, { headers: secretHeader(cart), data });
    expect(response.ok(), `${path}: ${await response.text()}`).toBe(true);
    return (await response.json()) as T;
  };
  await post('/api/ecom/shipping-details/', { id: cart.id, address: newYorkAddress('paid@example.com') });
  await post('/api/ecom/update-shipping-method/', { id: cart.id, shippingMethodId: 'standard-us-ca' });
  const created = await post<{ paymentCreate: { payment: { id: string } } }>('/api/ecom/create-payment/', {
    id: cart.id,
    gateway: 'stripe',
    idempotency_key: `e2e-paid-${cart.id}`,
  });
  await post('/api/ecom/verify-payment/', {
    id: cart.id,
    payment_id: created.paymentCreate.payment.id,
    token: '4242424242424242',
  });
}

test('a paid cart says it can no longer change, and Pay places the order once without charging again', async ({
  page,
  request,
}) => {
  const cart = await oneItemCart(request);
  // Paid in another tab whose completion never came back (closed, offline).
  await payWithoutCompleting(request, cart);
  await useCart(page, cart);

  await page.goto('/stud/cart');
  await expect(page.getByRole('heading', { level: 1, name: 'Your cart (1 item)' })).toBeVisible();
  await page.getByRole('button', { name: `Increase quantity of ${BRIEF}` }).click();
  await expect(page.getByText(CHECKOUT_PAID)).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Your cart (1 item)' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await page.goto('/stud/checkout');
  await expect(checkoutHeading(page)).toBeVisible();
  await page
    .getByRole('radiogroup', { name: 'Payment method' })
    .getByRole('radio', { name: 'Stripe' })
    .check();
  await payButton(page).click();
  // The paid attempt is answered: no card form, straight to the order.
  await expect(page).toHaveURL(/\/stud\/checkout\/thankyou\/stripe\?checkout_id=/);
  await expect(page.getByRole('dialog', { name: 'Pay with card' })).toHaveCount(0);
  expect(await page.evaluate(() => localStorage.getItem('checkoutId'))).toBeNull();
  expect(await page.evaluate(() => localStorage.getItem('checkoutSecret'))).toBeNull();
});

test('a browser that knows only the checkout id gets an empty cart, and the owner keeps theirs', async ({
  browser,
  page,
  request,
}) => {
  const cart = await oneItemCart(request);
  await useCart(page, cart);
  await page.goto('/stud/cart');
  await expect(page.getByRole('heading', { level: 1, name: 'Your cart (1 item)' })).toBeVisible();

  const elsewhere = await browser.newContext();
  const stranger = await elsewhere.newPage();
  await stranger.addInitScript((id) => localStorage.setItem('checkoutId', id), cart.id);
  await stranger.goto('/stud/cart');
  await expect(stranger.getByText('Your cart is empty.')).toBeVisible();
  await expect(stranger.getByText(BRIEF)).toHaveCount(0);
  await elsewhere.close();

  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Your cart (1 item)' })).toBeVisible();
});

test('a guest cart follows its shopper through sign-in, and is theirs alone afterwards', async ({
  page,
  request,
}) => {
  const email = await createVerifiedUser(request, 'checkout-owner');
  const tokens = await logIn(request, { email, password: PASSWORD });
  const cart = await oneItemCart(request);
  await useCart(page, cart);
  await page.goto('/stud/checkout');
  await expect(checkoutHeading(page)).toBeVisible();

  // Signs in mid-checkout (the tokens the login page stores), and comes back to the same cart.
  await useTokens(page, tokens);
  await page.goto('/stud/checkout');
  await expect(checkoutHeading(page)).toBeVisible();
  await fillNewYorkAddress(page, email);

  const asOwner = await request.post(`${API_URL}/api/ecom/cart-items/`, {
    headers: { authorization: `Bearer ${tokens.access}` },
    data: { id: cart.id },
  });
  expect(asOwner.status()).toBe(200);
  const withSecretOnly = await request.post(`${API_URL}/api/ecom/cart-items/`, {
    headers: secretHeader(cart),
    data: { id: cart.id },
  });
  expect(withSecretOnly.status()).toBe(404);
  expect(asOwner.headers()['cache-control']).toBe('no-store');
});
