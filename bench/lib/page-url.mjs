// Where the bench opens a page of bench/pages.json.

/** The seeded Stud Support Brief, M, black, as the API names its variant. */
const ONE_ITEM = Buffer.from('ProductVariant:stud-support-brief-black-m').toString('base64url');

/** One cart per page and API for the whole bench: every cart holds its unit of stock for hours. */
const carts = new Map();

async function oneItemCart(apiUrl, page) {
  const key = `${apiUrl} ${page.name}`;
  if (!carts.has(key)) carts.set(key, createCart(apiUrl, page));
  return carts.get(key);
}

async function createCart(apiUrl, page) {
  const response = await fetch(`${apiUrl}/api/ecom/create-checkout/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      input: { lines: [{ variantId: ONE_ITEM, quantity: 1 }], channel: 'default-channel' },
    }),
  });
  if (!response.ok) throw new Error(`create-checkout for ${page.name} answered ${response.status}`);
  const { checkoutCreate } = await response.json();
  return checkoutCreate.checkout.id;
}

/**
 * The URL of a page: a page with `"cart": "one item"` opens with a cart of one brief made through
 * the API, handed over as a checkout link (`?checkout=<id>`), since every run's browser starts
 * empty (the page adopts the link only then, and takes it out of the address bar).
 */
export async function pageUrl(shellUrl, apiUrl, page) {
  if (!page.cart) return `${shellUrl}${page.path}`;
  return `${shellUrl}${page.path}?checkout=${await oneItemCart(apiUrl, page)}`;
}
