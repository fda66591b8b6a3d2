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

/**
 * The markup of #root in the first HTML, once the server has the remote's container, as a browser
 * holding a session asks for it (its session cookie, docs/adr/0192; without one a signed-in page
 * is sent to login).
 */
async function serverMarkup(request: APIRequestContext, path: string): Promise<string> {
  let html = '';
  await expect
    .poll(
      async () => {
        const response = await request.get(`${SHELL_URL}${path}`, { headers: { cookie: 'signed_in=1' } });
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

test('without a session the server sends a signed-in page to login, its query kept', async ({
  page,
  request,
}) => {
  const problems = consoleProblems(page);
  for (const [path, login] of [
    ['/stud/profile?utm_source=mail', '/stud/login?utm_source=mail&next=%2Fprofile'],
    ['/app', '/login?next=%2Fapp'],
  ] as const) {
    const response = await request.get(`${SHELL_URL}${path}`, { maxRedirects: 0 });
    expect(response.status()).toBe(302);
    expect(response.headers()['location']).toBe(login);
    expect(response.headers()['vary']).toBe('Cookie');

    const documents: string[] = [];
    page.on('request', (sent) => {
      if (sent.resourceType() === 'document') documents.push(new URL(sent.url()).pathname);
    });
    await page.goto(path);
    await expect(page).toHaveURL(`${SHELL_URL}${login}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Log in' })).toBeVisible();
    page.removeAllListeners('request');
    // The page asked for, then login: never the page's frame, then a move in the browser.
    expect(documents).toEqual([path.split('?')[0], login.split('?')[0]]);
  }
  expect(problems).toEqual([]);
});

test('a session stored before its cookie takes one step through login back to the page', async ({
  page,
  request,
}) => {
  const tokens = await logIn(request);
  // The tokens alone, as a browser signed in before the product wrote the session cookie.
  await page.addInitScript((stored) => {
    if (sessionStorage.getItem('e2e-tokens-set')) return;
    sessionStorage.setItem('e2e-tokens-set', '1');
    localStorage.setItem('access', stored.access);
    localStorage.setItem('refresh', stored.refresh);
  }, tokens);
  await page.goto('/stud/profile?utm_source=mail');
  await expect(page).toHaveURL(`${SHELL_URL}/stud/profile?utm_source=mail`);
  await expect(page.getByRole('main')).toContainText('customer@example.com');
  const cookies = await page.context().cookies(SHELL_URL);
  expect(cookies.find((cookie) => cookie.name === 'signed_in')?.value).toBe('1');

  // From now on the server renders the page itself.
  const documents: string[] = [];
  page.on('request', (sent) => {
    if (sent.resourceType() === 'document') documents.push(new URL(sent.url()).pathname);
  });
  await page.reload();
  await expect(page.getByRole('main')).toContainText('customer@example.com');
  expect(documents).toEqual(['/stud/profile']);
});
