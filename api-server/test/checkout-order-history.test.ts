import { VARIANT } from './support/spec-shop';
import { CHECKOUT_PATHS as P, TEST_CARDS } from './support/spec-checkout';
import { complete, line, type Order, orderOf, pay, readyCheckout } from './support/checkout-flow';
import { bearer, describeOnEachDatabase, login } from './support/test-app';

// A signed-in customer's list of orders (docs/product.md §7 order-list).

describeOnEachDatabase('order history', (server) => {
  it("lists the signed-in user's orders newest first, paginated, and never a guest's", async () => {
    const tokens = await login(server.app);
    const auth = bearer(tokens.access);
    const numbers: string[] = [];
    for (let index = 0; index < 3; index += 1) {
      const id = await readyCheckout(server, [line(VARIANT.guide)], auth);
      await pay(server, id, 'stripe', TEST_CARDS.succeeds, undefined, auth);
      numbers.push((JSON.parse(orderOf(await complete(server, id, auth))) as { order: Order }).order.number);
    }
    const guest = await readyCheckout(server, [line(VARIANT.guide)]);
    await pay(server, guest, 'stripe', TEST_CARDS.succeeds);
    await complete(server, guest);

    const page1 = (await server.get(`${P.orderList}?limit=2`, auth)).json<{
      count: number;
      next: string | null;
      results: Order[];
    }>();
    expect(page1.count).toBe(3);
    expect(page1.results.map((order) => order.number)).toEqual([numbers[2], numbers[1]]);
    expect(page1.next).not.toBeNull();
    const page2 = (await server.get(`${P.orderList}?limit=2&offset=2`, auth)).json<{
      next: string | null;
      results: Order[];
    }>();
    expect(page2.results.map((order) => order.number)).toEqual([numbers[0]]);
    expect(page2.next).toBeNull();
  });

  it('answers 401 without a token and 400 for a bad page size', async () => {
    expect((await server.get(P.orderList)).statusCode).toBe(401);
    const tokens = await login(server.app);
    expect((await server.get(`${P.orderList}?limit=0`, bearer(tokens.access))).statusCode).toBe(400);
  });
});
