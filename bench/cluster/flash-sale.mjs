// A flash sale through the API servers of a cart-writes run (bench/cluster/cart-writes.mjs): 200
// shoppers, spread over the servers, race to put one unit of a variant with 50 left in their
// carts. The API tests prove the rule (api-server/test/flash-sale.test.ts); the bench shows what it
// costs: how long until every shopper had an answer, and that exactly 50 were sold, the rest told
// it is out of stock, with no 5xx.

export const SHOPPERS = 200;
export const UNITS_LEFT = 50;
/** Stud Support Brief, M, black: 60 in stock at the seed, set to the last 50 for the sale. */
export const SALE_VARIANT = 'UHJvZHVjdFZhcmlhbnQ6c3R1ZC1zdXBwb3J0LWJyaWVmLWJsYWNrLW0';

async function post(apiUrl, path, body, secret) {
  return fetch(`${apiUrl}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(secret ? { 'x-checkout-secret': secret } : {}) },
    body: JSON.stringify(body),
  });
}

/**
 * Runs the sale on `apis` after `setStock(SALE_VARIANT, UNITS_LEFT)`; `heldUnits(variant)` reads
 * what open carts hold from the database, whatever any server's cache says.
 * @returns {Promise<{ ms: number, sold: number, held: number, soldOut: number, other: number, serverErrors: number }>}
 */
export async function flashSale(apis, { setStock, heldUnits }) {
  setStock(SALE_VARIANT, UNITS_LEFT);
  const carts = await Promise.all(
    Array.from({ length: SHOPPERS }, async (_, shopper) => {
      const apiUrl = apis[shopper % apis.length].url;
      const created = await post(apiUrl, '/api/ecom/create-checkout/', {
        input: { lines: [], channel: 'default-channel' },
      });
      if (!created.ok) throw new Error(`create-checkout answered ${created.status}`);
      const { checkoutCreate } = await created.json();
      return { apiUrl, id: checkoutCreate.checkout.id, secret: checkoutCreate.checkoutSecret };
    }),
  );
  const started = performance.now();
  const statuses = await Promise.all(
    carts.map(async ({ apiUrl, id, secret }) => {
      const answer = await post(
        apiUrl,
        '/api/ecom/add-to-cart/',
        { id, lines: [{ variantId: SALE_VARIANT, quantity: 1 }] },
        secret,
      );
      await answer.arrayBuffer();
      return answer.status;
    }),
  );
  const ms = performance.now() - started;
  const count = (test) => statuses.filter(test).length;
  return {
    ms,
    sold: count((status) => status === 200),
    held: heldUnits(SALE_VARIANT),
    soldOut: count((status) => status === 409),
    other: count((status) => status !== 200 && status !== 409 && status < 500),
    serverErrors: count((status) => status >= 500),
  };
}
