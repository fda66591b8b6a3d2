// What a page of bench/pages.json needs in local storage before its visit, so pages that only
// show their content to a signed-in user (/profile) or with a cart (/cart) are measured as that
// user sees them, not as the login redirect or the empty state. Made through the real API, as the
// product makes them: the same keys the typed storage of shared-contracts writes.

/** Development accounts the API seeds outside production (api-server README). */
export const ACCOUNTS = { customer: { email: 'customer@example.com', password: 'customer-pass-123' } };

/** The product whose variants fill a bench cart (seeded, with stock in several variants). */
const CART_PRODUCT = 'stud-support-brief';

/**
 * What `page` asks for: `session` (an account of ACCOUNTS) and `cartLines` (a whole number of
 * lines, one unit each). Throws on anything else, so a typo in pages.json fails at once.
 */
export function stateNeeds(page) {
  const { session, cartLines } = page;
  // The checkout link `?checkout=<id>` is gone from the product: a cart reaches a page only
  // through local storage, as the shop leaves it.
  if (Object.hasOwn(page, 'cart'))
    throw new Error(`bench/pages.json: ${page.name}: "cart" is no longer read; use "cartLines": 1`);
  if (session !== undefined && !Object.hasOwn(ACCOUNTS, session))
    throw new Error(
      `bench/pages.json: ${page.name}: unknown session "${session}" (one of ${Object.keys(ACCOUNTS)})`,
    );
  if (cartLines !== undefined && !(Number.isInteger(cartLines) && cartLines >= 1 && cartLines <= 5))
    throw new Error(`bench/pages.json: ${page.name}: cartLines must be a whole number from 1 to 5`);
  return { session: session ?? null, cartLines: cartLines ?? 0 };
}

async function postJson(url, body) {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${url} answered ${response.status}: ${await response.text()}`);
  return response.json();
}

/** One cart per page and API for the whole bench: a cart holds its stock for hours. */
const carts = new Map();

async function createCart(apiUrl, cartLines) {
  const product = await postJson(`${apiUrl}/api/ecom/products-detail/${CART_PRODUCT}`, {});
  const lines = product.variants
    .filter((variant) => variant.quantity > 0)
    .slice(0, cartLines)
    .map((variant) => ({ variantId: variant.id, quantity: 1 }));
  if (lines.length < cartLines)
    throw new Error(`${CART_PRODUCT} has fewer than ${cartLines} variants in stock`);
  const answer = await postJson(`${apiUrl}/api/ecom/create-checkout/`, {
    input: { lines, channel: 'default-channel' },
  });
  const checkout = answer.checkoutCreate?.checkout;
  if (!checkout?.id) throw new Error(`create-checkout answered no checkout: ${JSON.stringify(answer)}`);
  return { id: checkout.id, secret: answer.checkoutCreate.checkoutSecret };
}

/**
 * `{ key: value }` to put into the shell origin's local storage before visiting `page` (empty
 * when it needs nothing). A new session per call; the page's cart is made once per bench.
 */
export async function pageStorage(page, apiUrl) {
  const { cartLines } = stateNeeds(page);
  const items = {};
  if (cartLines > 0) {
    const key = `${apiUrl} ${page.name}`;
    if (!carts.has(key)) carts.set(key, createCart(apiUrl, cartLines));
    const { id, secret } = await carts.get(key);
    // The secret first, as the shop stores it: the page's first read of the cart carries it.
    items.checkoutSecret = secret;
    items.checkoutId = id;
  }
  return items;
}

/**
 * The cookies the product's typed storage keeps beside `items` (shared-contracts storage/): a
 * stored token as `signed_in=1` (session-cookie.ts), so the shell's server renders the signed-in
 * page rather than sending it to login; a guest's stored cart as `cart=<id>.<secret>`
 * (cart-cookie.ts), so it renders its lines, as it does for a shopper who comes back to their cart.
 */
export function storedCookies(items) {
  if (items.access) return [{ name: 'signed_in', value: '1' }];
  if (!items.checkoutId || !items.checkoutSecret) return [];
  return [{ name: 'cart', value: `${items.checkoutId}.${items.checkoutSecret}` }];
}

/** The script that writes `items` into local storage (for Playwright's addInitScript or evaluate). */
export function writeStorage(items) {
  for (const [key, value] of Object.entries(items)) localStorage.setItem(key, value);
}
