import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { GUIDE, oneItemCart, useCart, type E2eCart } from '../support/checkout';
import { firstHeading, openServerRendered, serverHtml } from '../support/raw-html';
import { logIn, useTokens } from '../support/session';
import { SHELL_URL } from '../support/stack';

// A guest's cart travels to the shell's server in a first-party cookie beside its local storage
// (docs/adr/0189): the server reads the cart with it, so the cart page's first HTML holds its
// lines and its largest paint (the first line's picture) no longer waits for the page's scripts.
// The browser writes the cookie from its storage and hydrates the same cart without reading it
// again. A signed-in user's cart answers to their token only, which the server never gets.

const cartCookie = (cart: E2eCart) => `cart=${cart.id}.${cart.secret}`;
const LINE = 'The Healing Guide';

/** The cart cookie of the shell's origin in the page's browser, or undefined. */
async function cookieOf(page: Page): Promise<string | undefined> {
  const cookies = await page.context().cookies(SHELL_URL);
  const cart = cookies.find((cookie) => cookie.name === 'cart');
  return cart && `cart=${cart.value}`;
}

/** A guest with a cart in this browser, whose first visit has written the cart cookie. */
async function guestWithCart(page: Page, request: APIRequestContext): Promise<E2eCart> {
  const cart = await oneItemCart(request, GUIDE);
  await useCart(page, cart);
  await page.goto('/stud/');
  await expect.poll(() => cookieOf(page)).toBe(cartCookie(cart));
  // Its header's badge reads the cart: that read is this visit's, not the cart page's.
  await page.waitForLoadState('networkidle');
  return cart;
}

test('a guest’s cart is in the cart page’s first HTML, and the browser keeps it without reading it again', async ({
  page,
  request,
}) => {
  const cart = await guestWithCart(page, request);

  const { root, html } = await serverHtml(request, '/stud/cart', { headers: { Cookie: cartCookie(cart) } });
  expect(firstHeading(root)).toBe('Your cart (1 item)');
  expect(root).toContain(LINE);
  expect(root).toMatch(/<img[^>]*fetchpriority="high"/i);
  expect(html).toContain(`data-server-cart="${cart.id}"`);

  const messages: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') messages.push(message.text());
  });
  const cartReads: string[] = [];
  page.on('request', (sent) => {
    if (sent.url().includes('/api/ecom/cart-items/')) cartReads.push(sent.url());
  });
  // The first line as parsed from the server's HTML, before any script of the page has run.
  await page.addInitScript(() => {
    document.addEventListener('readystatechange', () => {
      if (document.readyState === 'interactive')
        (window as unknown as { serverLine: Element | null }).serverLine = document.querySelector('main li');
    });
  });
  await openServerRendered(page, '/stud/cart', {
    beforeEach: () => {
      messages.splice(0);
      cartReads.splice(0);
    },
  });
  await expect(page.getByRole('heading', { level: 1, name: 'Your cart (1 item)' })).toBeVisible();
  await expect(page.getByRole('spinbutton', { name: `Quantity of ${LINE}` })).toHaveValue('1');
  await page.waitForLoadState('networkidle');
  // Hydrated, not drawn again: the line on screen is the server's, and nobody asked for the cart.
  const kept = await page.evaluate(() => {
    const { serverLine } = window as unknown as { serverLine: Element | null };
    return serverLine !== null && serverLine === document.querySelector('main li') && serverLine.isConnected;
  });
  expect(kept, 'the server’s line is the one on screen').toBe(true);
  expect(cartReads).toEqual([]);
  expect(messages).toEqual([]);

  // Still the shopper's cart to change: a change reads it again and shows the new quantity.
  await page.getByRole('button', { name: `Increase quantity of ${LINE}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Your cart (2 Items)' })).toBeVisible();
});

test('with JavaScript off, a guest whose cookie names the cart sees its lines', async ({
  browser,
  request,
}) => {
  const cart = await oneItemCart(request, GUIDE);
  const context = await browser.newContext({ javaScriptEnabled: false });
  const [name, value] = cartCookie(cart).split('=') as [string, string];
  await context.addCookies([{ name, value, url: SHELL_URL }]);
  const page = await context.newPage();
  await openServerRendered(page, '/stud/cart');
  await expect(page.getByRole('heading', { level: 1, name: 'Your cart (1 item)' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: LINE })).toBeVisible();
  await context.close();
});

test('the cookie goes when the shopper signs in, and a cookie naming no open cart renders the frame', async ({
  page,
  request,
}) => {
  const cart = await guestWithCart(page, request);
  await useTokens(page, await logIn(request));
  await page.goto('/stud/');
  await expect.poll(() => cookieOf(page)).toBeUndefined();

  // A cookie whose secret is not the cart's: the API opens nothing, the page is its frame.
  const { root, html } = await serverHtml(request, '/stud/cart', {
    headers: { Cookie: `cart=${cart.id}.${'x'.repeat(43)}` },
    settled: false,
  });
  expect(firstHeading(root)).toBe('Your cart');
  expect(root).not.toContain(LINE);
  expect(html).not.toMatch(/<html[^>]*data-server-cart/);
});
