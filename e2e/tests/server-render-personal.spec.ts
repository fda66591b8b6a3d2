import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { createVerifiedUser, PASSWORD } from '../support/accounts';
import { checkoutHeading, GUIDE, oneItemCart, useCart } from '../support/checkout';
import { layoutShift, watchLayoutShifts } from '../support/layout-shift';
import { openServerRendered } from '../support/raw-html';
import { logIn, useTokens } from '../support/session';
import { SHELL_URL } from '../support/stack';

// Personal pages arrive with their frame rendered by the shell's server (docs/adr/0150): the
// heading and the static parts, placeholders where the visitor's own parts go. The server never
// sees a token, nor a cart without its cookie (a guest's cart with one: server-render-guest-cart
// .spec.ts), so its HTML holds nothing of anyone's here; the browser hydrates
// that markup and fills the placeholders in, without a console error and without moving the page.

const CASES = [
  { path: '/stud/cart', h1: 'Your cart', absent: ['Your cart is empty', 'Your cart ('] },
  { path: '/stud/checkout', h1: 'Secure Checkout', absent: ['Shipping details', 'Order summary'] },
  {
    path: '/stud/checkout/thankyou/stripe?checkout_id=e2e-unknown',
    marker: 'aria-label="Loading your order"',
    absent: ['Your order number', 'We could not find this order'],
  },
  { path: '/stud/order-history', h1: 'Order history', absent: ['You have no orders yet', 'Order #'] },
  { path: '/stud/profile', h1: 'Your profile', absent: ['@example.com', 'Edit profile'] },
  // Nothing of these two is the visitor's: the whole form is the frame.
  { path: '/stud/change-password', h1: 'Change password', absent: ['@example.com'], filled: true },
  { path: '/stud/otp', h1: 'Verify your email', absent: ['We sent a 6-digit code to'], filled: true },
  { path: '/app', h1: 'Your health chat', absent: ['No conversations yet', 'Rename “'] },
  { path: '/app/e2e-some-room', h1: 'Conversation', absent: ['aria-label="Messages"'] },
];

/** The markup of #root in the first HTML, once the server has the remote's container. */
async function serverMarkup(request: APIRequestContext, path: string): Promise<string> {
  let html = '';
  await expect
    .poll(
      async () => {
        const response = await request.get(`${SHELL_URL}${path}`);
        expect(response.status()).toBe(200);
        html = await response.text();
        // The first requests of a fresh server may miss the budget and render the placeholder.
        return /<html[^>]*\sdata-server-rendered/.test(html);
      },
      { message: `${path} is rendered on the server` },
    )
    .toBe(true);
  return html.slice(html.indexOf('<div id="root">'), html.lastIndexOf('</body>'));
}

for (const { path, h1, marker, absent, filled } of CASES) {
  test(`${path}: the first HTML holds the page's frame and nothing personal`, async ({ request }) => {
    const root = await serverMarkup(request, path);
    if (h1) expect(root).toMatch(new RegExp(`<h1[^>]*>${h1}</h1>`));
    if (marker) expect(root).toContain(marker);
    // Where the personal parts go: placeholders, hidden from screen readers.
    if (!filled) expect(root).toContain('data-skeleton=');
    for (const text of absent) expect(root).not.toContain(text);
  });
}

/** Collects console errors and warnings (hydration mismatches among them) and page errors. */
function consoleProblems(page: Page): string[] {
  const messages: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') messages.push(message.text());
  });
  page.on('pageerror', (error) => messages.push(error.message));
  return messages;
}

test('the cart and the checkout fill in the shopper’s cart after hydration, without moving', async ({
  page,
  request,
}) => {
  const problems = consoleProblems(page);
  await watchLayoutShifts(page);
  await useTokens(page, await logIn(request));
  await useCart(page, await oneItemCart(request, GUIDE));

  await openServerRendered(page, '/stud/cart', { settled: false });
  await expect(page.getByRole('heading', { level: 1, name: 'Your cart (1 item)' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Checkout', exact: true })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(await layoutShift(page)).toBeLessThan(0.02);

  await openServerRendered(page, '/stud/checkout', { settled: false });
  await expect(checkoutHeading(page)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Shipping details' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(await layoutShift(page)).toBeLessThan(0.02);
  expect(problems).toEqual([]);
});

test('the signed-in pages fill in the user’s own parts after hydration, without moving', async ({
  page,
  request,
}) => {
  const problems = consoleProblems(page);
  await watchLayoutShifts(page);
  const email = await createVerifiedUser(request, 'ssr-personal');
  await useTokens(page, await logIn(request, { email, password: PASSWORD }));

  await openServerRendered(page, '/stud/profile', { settled: false });
  await expect(page.getByText(email)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Edit profile' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(await layoutShift(page)).toBeLessThan(0.02);

  await openServerRendered(page, '/stud/order-history', { settled: false });
  await expect(page.getByText('You have no orders yet.')).toBeVisible();
  expect(page.url()).toBe(`${SHELL_URL}/stud/order-history`);

  await openServerRendered(page, '/app', { settled: false });
  await expect(page.getByText('No conversations yet. Ask your first question to start one.')).toBeVisible();
  await expect(page.getByLabel('Loading your conversations')).toHaveCount(0);
  await page.waitForLoadState('networkidle');
  expect(await layoutShift(page)).toBeLessThan(0.02);
  expect(problems).toEqual([]);
});

test('without a session a signed-in page still ends at login, its query kept', async ({ page, request }) => {
  const problems = consoleProblems(page);
  await serverMarkup(request, '/stud/profile?utm_source=mail');
  await page.goto('/stud/profile?utm_source=mail');
  await expect(page).toHaveURL(`${SHELL_URL}/stud/login?utm_source=mail&next=%2Fprofile`);
  await expect(page.getByRole('heading', { level: 1, name: 'Your profile' })).toHaveCount(0);

  await serverMarkup(request, '/app');
  await page.goto('/app');
  await expect(page).toHaveURL(`${SHELL_URL}/login?next=%2Fapp`);
  expect(problems).toEqual([]);
});
