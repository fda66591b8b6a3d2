import type { APIRequestContext, Page, Request } from '@playwright/test';
import { createVerifiedUser, PASSWORD } from '../support/accounts';
import { expectNoSeriousA11yViolations } from '../support/accessibility';
import {
  checkoutHeading,
  chooseDeliveryAndGateway,
  fillCard,
  fillNewYorkAddress,
  oneItemCart,
  payButton,
  purchaseThroughApi,
  useCart,
  type GatewayId,
} from '../support/checkout';
import { logIn, useTokens } from '../support/session';
import { API_URL } from '../support/stack';
import { expect, test } from '../support/test';

// Purchases in the browser against the real stack, with each gateway's
// sandbox (no keys are configured for the API under test). The page itself is checkout-page.spec's.

interface OrderList {
  count: number;
  results: { number: string; created: string; status: string; total: { amount: number } }[];
}

async function ordersOf(request: APIRequestContext, access: string): Promise<OrderList> {
  const response = await request.get(`${API_URL}/api/ecom/order-list/`, {
    headers: { authorization: `Bearer ${access}` },
  });
  expect(response.ok(), await response.text()).toBe(true);
  return (await response.json()) as OrderList;
}

/** Counts the page's calls to an API path, to show how many the browser made. */
function countCalls(page: Page, path: string): () => number {
  let calls = 0;
  page.on('request', (sent: Request) => {
    if (sent.method() === 'POST' && new URL(sent.url()).pathname === path) calls += 1;
  });
  return () => calls;
}

/** Opens the stud checkout with a one-item cart, address saved, free shipping and `gateway` chosen. */
async function readyToPay(page: Page, request: APIRequestContext, gateway: GatewayId): Promise<string> {
  const cart = await oneItemCart(request);
  const checkoutId = cart.id;
  await useCart(page, cart);
  await page.goto('/stud/checkout');
  await expect(checkoutHeading(page)).toBeVisible();
  await fillNewYorkAddress(page, 'buyer@example.com');
  await chooseDeliveryAndGateway(page, gateway);
  return checkoutId;
}

/** The gateway's sandbox step, approved the way a shopper approves it. */
async function approveInSandbox(page: Page, gateway: GatewayId): Promise<void> {
  if (gateway === 'stripe') {
    const card = await fillCard(page, '4242 4242 4242 4242');
    await expectNoSeriousA11yViolations(page);
    await card.getByRole('button', { name: /^Pay \$/ }).click();
    return;
  }
  const dialog = page.getByRole('dialog', { name: gateway === 'paypal' ? 'PayPal' : 'Google Pay' });
  await expect(dialog).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await dialog.getByRole('button', { name: gateway === 'paypal' ? 'Approve' : 'Pay' }).click();
}

/** The thank-you page of an order of one brief: number, line and total. */
async function expectThankYou(page: Page, gateway: GatewayId): Promise<string> {
  await expect(page).toHaveURL(new RegExp(`/stud/checkout/thankyou/${gateway}\\?checkout_id=`));
  await expect(page.getByRole('heading', { level: 1, name: 'Thank you for your order!' })).toBeVisible();
  const numberText = await page.getByText(/^Your order number is #\d+\.$/).textContent();
  const orderNumber = /#(\d+)/.exec(numberText ?? '')?.[1] ?? '';
  expect(orderNumber).not.toBe('');
  const lines = page.getByRole('list', { name: `Items in order ${orderNumber}` });
  await expect(lines.getByRole('listitem')).toHaveCount(1);
  await expect(lines).toContainText('Stud Support Brief');
  await expect(page.getByText('Total', { exact: true })).toBeVisible();
  await expect(page.getByText('$28.80').first()).toBeVisible();
  return orderNumber;
}

for (const gateway of ['stripe', 'paypal', 'google-pay'] as const) {
  test(`a guest buys with the ${gateway} sandbox, lands on the thank-you page and every tab's cart is empty`, async ({
    page,
    context,
    browser,
    request,
  }) => {
    const checkoutId = await readyToPay(page, request, gateway);
    await expectNoSeriousA11yViolations(page);

    // Another tab on the shop, with the same cart.
    const shop = await context.newPage();
    await shop.goto('/stud/shop');
    await expect(shop.getByRole('link', { name: /^Cart, 1 item$/ })).toBeVisible();
    await expectNoSeriousA11yViolations(shop);

    await payButton(page).click();
    await approveInSandbox(page, gateway);
    const orderNumber = await expectThankYou(page, gateway);
    await expectNoSeriousA11yViolations(page);
    expect(await page.evaluate(() => localStorage.getItem('checkoutId'))).toBeNull();
    await expect(page.getByRole('link', { name: /^Cart, 0 Items$/ })).toBeVisible();
    // The other tab hears of it without a reload.
    await expect(shop.getByRole('link', { name: /^Cart, 0 Items$/ })).toBeVisible();

    await page.reload();
    expect(await expectThankYou(page, gateway)).toBe(orderNumber);

    // The thank-you link opened in another browser (shared, copied from history) shows no order.
    const elsewhere = await browser.newContext();
    const stranger = await elsewhere.newPage();
    await stranger.goto(page.url());
    await expect(
      stranger.getByRole('heading', { level: 1, name: 'We could not find this order' }),
    ).toBeVisible();
    await expect(stranger.getByText(/details show only in the browser that placed it/)).toBeVisible();
    await expect(stranger.getByText('Stud Support Brief')).toHaveCount(0);
    await expect(stranger.getByText(`#${orderNumber}`)).toHaveCount(0);
    await expectNoSeriousA11yViolations(stranger);
    await elsewhere.close();

    // The API made that order of this checkout, paid with this gateway, and shows it with the
    // receipt token the paying tab kept (session storage), not to a caller without it.
    const receipt = await page.evaluate((id) => sessionStorage.getItem(`receipt:${id}`), checkoutId);
    expect(receipt).toMatch(/^[0-9a-f]{64}$/);
    const status = await request.post(`${API_URL}/api/ecom/checkout-status/`, {
      data: { checkout_id: checkoutId, receipt_token: receipt },
    });
    const withoutToken = await request.post(`${API_URL}/api/ecom/checkout-status/`, {
      data: { checkout_id: checkoutId },
    });
    expect(((await withoutToken.json()) as { order: unknown }).order).toBeNull();
    const body = (await status.json()) as {
      status: string;
      order: { number: string; gateway: string } | null;
    };
    expect(body.status).toBe('completed');
    expect(body.order).toMatchObject({ number: orderNumber, gateway });
  });
}

for (const [card, message] of [
  ['4000 0000 0000 0002', 'Your card was declined.'],
  ['4000 0000 0000 9995', 'Your card has insufficient funds.'],
] as const) {
  test(`a declined card (${card}) shows "${message}" and keeps the cart, which then pays`, async ({
    page,
    request,
  }) => {
    const checkoutId = await readyToPay(page, request, 'stripe');
    await payButton(page).click();
    const form = await fillCard(page, card);
    await form.getByRole('button', { name: /^Pay \$/ }).click();

    await expect(page.getByRole('dialog', { name: 'Pay with card' })).toBeHidden();
    await expect(page.getByText(message)).toBeVisible();
    await expect(page).toHaveURL('/stud/checkout');
    await expect(checkoutHeading(page)).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('checkoutId'))).toBe(checkoutId);
    await expect(page.getByRole('link', { name: /^(Cart|Checkout), 1 item$/ })).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    // The cart was kept: another card pays for it.
    await expect(payButton(page)).toBeEnabled();
    await payButton(page).click();
    await (await fillCard(page, '4242 4242 4242 4242')).getByRole('button', { name: /^Pay \$/ }).click();
    await expectThankYou(page, 'stripe');
  });
}

test('ten rapid clicks on Pay make one payment and one order', async ({ page, request }) => {
  const email = await createVerifiedUser(request, 'checkout-clicks');
  const tokens = await logIn(request, { email, password: PASSWORD });
  await useTokens(page, tokens);
  const creates = countCalls(page, '/api/ecom/create-payment/');
  const verifies = countCalls(page, '/api/ecom/verify-payment/');
  const completions = countCalls(page, '/api/ecom/checkout-order-details/');
  await readyToPay(page, request, 'stripe');

  // Ten clicks within one task, faster than any re-render, then Enter on the button.
  await payButton(page).evaluate((button: HTMLButtonElement) => {
    for (let click = 0; click < 10; click += 1) button.click();
  });
  const card = page.getByRole('dialog', { name: 'Pay with card' });
  await expect(card).toBeVisible();
  await fillCard(page, '4242 4242 4242 4242');
  // The same on the card form's own Pay.
  await card.getByRole('button', { name: /^Pay \$/ }).evaluate((button: HTMLButtonElement) => {
    for (let click = 0; click < 10; click += 1) button.click();
  });
  await expectThankYou(page, 'stripe');

  expect(creates()).toBe(1);
  expect(verifies()).toBe(1);
  expect(completions()).toBe(1);
  const orders = await ordersOf(request, tokens.access);
  expect(orders.count).toBe(1);
});

test('ten rapid Enters on Pay make one payment and one order', async ({ page, request }) => {
  const email = await createVerifiedUser(request, 'checkout-enter');
  const tokens = await logIn(request, { email, password: PASSWORD });
  await useTokens(page, tokens);
  const creates = countCalls(page, '/api/ecom/create-payment/');
  const sheetPayments = countCalls(page, '/api/payment/gpay/');
  await readyToPay(page, request, 'google-pay');

  // Ten Enters sent at once, not one after the other: they reach the page before it re-renders.
  const tenEnters = () => Promise.all(Array.from({ length: 10 }, () => page.keyboard.press('Enter')));
  await payButton(page).focus();
  await tenEnters();
  const sheet = page.getByRole('dialog', { name: 'Google Pay' });
  await sheet.getByRole('button', { name: 'Pay' }).focus();
  await tenEnters();
  await expectThankYou(page, 'google-pay');

  expect(creates()).toBe(1);
  expect(sheetPayments()).toBe(1);
  const orders = await ordersOf(request, tokens.access);
  expect(orders.count).toBe(1);
});

for (const gateway of ['paypal', 'google-pay'] as const) {
  const name = gateway === 'paypal' ? 'PayPal' : 'Google Pay';
  test(`cancelling the ${name} ${gateway === 'paypal' ? 'window' : 'sheet'} is not an error and Pay works again`, async ({
    page,
    request,
  }) => {
    const checkoutId = await readyToPay(page, request, gateway);
    await payButton(page).click();
    const dialog = page.getByRole('dialog', { name });
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    await expect(payButton(page)).toBeEnabled();
    await expect(page.getByRole('alert')).toHaveCount(0);
    expect(await page.evaluate(() => localStorage.getItem('checkoutId'))).toBe(checkoutId);
    await expectNoSeriousA11yViolations(page);

    // Escape closes it the same way; then the shopper pays after all.
    await payButton(page).click();
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(payButton(page)).toBeEnabled();
    await payButton(page).click();
    await dialog.getByRole('button', { name: gateway === 'paypal' ? 'Approve' : 'Pay' }).click();
    await expectThankYou(page, gateway);
  });
}

test("a signed-in customer's form is prefilled and the order then shows first in the order history", async ({
  page,
  request,
}) => {
  const email = await createVerifiedUser(request, 'checkout-history');
  const tokens = await logIn(request, { email, password: PASSWORD });
  // An earlier order, which also gives the profile its address (saving shipping details signed in).
  const earlier = await purchaseThroughApi(request, { email, access: tokens.access });

  await useTokens(page, tokens);
  await useCart(page, await oneItemCart(request));
  await page.goto('/stud/checkout');
  await expect(checkoutHeading(page)).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Email' })).toHaveValue(email);
  await expect(page.getByRole('textbox', { name: 'First name' })).toHaveValue('Ada');
  await expect(page.getByRole('textbox', { name: 'Last name' })).toHaveValue('Tester');
  await expect(page.getByRole('textbox', { name: 'Street address' })).toHaveValue('1 Main Street');
  await expect(page.getByRole('textbox', { name: 'City' })).toHaveValue('New York');
  await expect(page.getByRole('combobox', { name: 'State / Province' })).toHaveValue('US-NY');

  // Nothing to type: Pay saves the prefilled details.
  await chooseDeliveryAndGateway(page, 'paypal');
  await payButton(page).click();
  await page.getByRole('dialog', { name: 'PayPal' }).getByRole('button', { name: 'Approve' }).click();
  const orderNumber = await expectThankYou(page, 'paypal');

  await page.goto('/stud/order-history');
  await expect(page.getByRole('heading', { level: 1, name: 'Order history' })).toBeVisible();
  const list = page.getByRole('list', { name: 'Orders, page 1 of 1' });
  const cards = list.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 2 }) });
  await expect(cards).toHaveCount(2);
  // Newest first: the browser's order, then the one made through the API before it.
  await expect(cards.nth(0).getByRole('heading', { level: 2 })).toHaveText(`Order #${orderNumber}`);
  await expect(cards.nth(1).getByRole('heading', { level: 2 })).toHaveText(`Order #${earlier.orderNumber}`);
  const newest = cards.nth(0);
  const today = new Date().toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric' });
  await expect(newest.getByRole('definition').nth(0)).toHaveText(today);
  await expect(newest.getByRole('definition').nth(1)).toHaveText('Unfulfilled');
  await expect(newest.getByRole('definition').nth(2)).toHaveText('$28.80');
  await expect(newest.getByRole('list', { name: `Items in order ${orderNumber}` })).toHaveText(
    'Stud Support Brief (M / Black) × 1',
  );
  await expectNoSeriousA11yViolations(page);

  // The owner sees the earlier order's thank-you page too, signed in, though this tab never paid it.
  await page.goto(`/stud/checkout/thankyou/stripe?checkout_id=${earlier.checkoutId}`);
  expect(await expectThankYou(page, 'stripe')).toBe(earlier.orderNumber);
});
