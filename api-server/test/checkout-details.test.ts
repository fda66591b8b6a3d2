import { randomUUID } from 'node:crypto';
import { VARIANT, SHOP_PATHS } from './support/spec-shop';
import { CHECKOUT_PATHS as P, US_ADDRESS } from './support/spec-checkout';
import { answerOf, bearer, describeOnEachDatabase, login, type TestServer } from './support/test-app';

// The checkout page's calls (docs/product.md §7, Shop): shipping details, shipping methods, promo codes and
// vouchers; their plain successes are in checkout-shipping-and-promo.test.ts. Payments and
// completion are tested in checkout-payments.test.ts.

interface Money {
  amount: number;
}
interface Checkout {
  id: string;
  shippingMethods: { id: string; name: string; price: Money }[];
  deliveryMethod: { id: string } | null;
  voucherCode: string | null;
  discount: Money | null;
  subtotalPrice: { gross: Money };
  totalPrice: { gross: Money };
  shippingAddress: { country: { code: string }; city: string } | null;
}
interface SaleorError {
  field: string | null;
  code: string;
  message: string;
}

const FR_ADDRESS = {
  ...US_ADDRESS,
  country: 'FR',
  country_area: 'FR-75',
  city: 'Paris',
  postal_code: '75001',
};

async function newCheckout(server: TestServer, lines = [{ variantId: VARIANT.briefBlackM, quantity: 1 }]) {
  const created = await server.post(SHOP_PATHS.createCheckout, {
    input: { lines, channel: 'default-channel' },
  });
  expect(created.statusCode).toBe(200);
  return created.json<{ checkoutCreate: { checkout: Checkout } }>().checkoutCreate.checkout.id;
}

const methodsOf = async (server: TestServer, query: string) => {
  const response = await server.get(`${P.availableShippingMethods}?${query}`);
  expect(response.statusCode).toBe(200);
  return response.json<{ shippingMethods: { id: string }[] }>().shippingMethods.map((method) => method.id);
};

const cartOf = async (server: TestServer, id: string) =>
  (await server.post(SHOP_PATHS.cartItems, { id })).json<{ checkout: Checkout }>().checkout;

/** The first Saleor-style error of a refused mutation, with the answer's status. */
async function refusal(server: TestServer, path: string, body: object, payload: string) {
  const response = await server.post(path, body);
  const json = response.json<Record<string, { errors: SaleorError[] } | string>>();
  const errors = (json[payload] as { errors: SaleorError[] } | undefined)?.errors ?? [];
  return { status: response.statusCode, detail: json.detail, error: errors[0] };
}

describeOnEachDatabase('shipping methods of a checkout', (server) => {
  it('rebuilds the shipping methods when the shipping address changes country, dropping a method that no longer ships', async () => {
    const id = await newCheckout(server);
    expect(await methodsOf(server, `checkout_id=${id}`)).toEqual(['standard-us-ca', 'worldwide']);

    await server.post(P.shippingDetails, { id, address: US_ADDRESS });
    expect(await methodsOf(server, `checkout_id=${id}`)).toEqual(['standard-us-ca']);
    const chosen = await server.post(P.updateShippingMethod, { id, shippingMethodId: 'standard-us-ca' });
    expect(
      chosen.json<{ checkoutDeliveryMethodUpdate: { checkout: Checkout } }>().checkoutDeliveryMethodUpdate
        .checkout.deliveryMethod?.id,
    ).toBe('standard-us-ca');

    await server.post(P.shippingDetails, { id, address: FR_ADDRESS });
    expect(await methodsOf(server, `checkout_id=${id}`)).toEqual(['worldwide']);
    const cart = await cartOf(server, id);
    expect(cart.deliveryMethod).toBeNull();
    const status = await server.post(P.checkoutStatus, { checkout_id: id });
    expect(status.json<{ current_step: string }>().current_step).toBe('shipping');
  });

  it('answers 404 NOT_FOUND for an unknown checkout and 400 for a malformed query', async () => {
    const unknown = await server.get(`${P.availableShippingMethods}?checkout_id=${randomUUID()}`);
    expect(answerOf(unknown)).toEqual({
      status: 404,
      body: expect.objectContaining({ code: 'NOT_FOUND' }) as unknown,
    });
    expect((await server.get(`${P.availableShippingMethods}?checkout_id=not-a-uuid`)).statusCode).toBe(404);
    expect((await server.get(`${P.availableShippingMethods}?country=USA`)).statusCode).toBe(400);
    expect((await server.get(`${P.availableShippingMethods}?colour=red`)).statusCode).toBe(400);
  });

  it('refuses a method before an address (SHIPPING_ADDRESS_NOT_SET) and one that does not ship there', async () => {
    const id = await newCheckout(server);
    expect(
      await refusal(
        server,
        P.updateShippingMethod,
        { id, shippingMethodId: 'worldwide' },
        'checkoutDeliveryMethodUpdate',
      ),
    ).toMatchObject({
      status: 400,
      error: { field: 'shippingAddress', code: 'SHIPPING_ADDRESS_NOT_SET' },
    });
    await server.post(P.shippingDetails, { id, address: US_ADDRESS });
    expect(
      await refusal(
        server,
        P.updateShippingMethod,
        { id, shippingMethodId: 'worldwide' },
        'checkoutDeliveryMethodUpdate',
      ),
    ).toMatchObject({
      status: 400,
      error: { field: 'shippingMethodId', code: 'SHIPPING_METHOD_NOT_APPLICABLE' },
    });
    expect(
      await refusal(
        server,
        P.updateShippingMethod,
        { id, shippingMethodId: 'teleport' },
        'checkoutDeliveryMethodUpdate',
      ),
    ).toMatchObject({
      status: 400,
      error: { code: 'SHIPPING_METHOD_NOT_APPLICABLE' },
    });
    expect((await cartOf(server, id)).deliveryMethod).toBeNull();
  });
});

describeOnEachDatabase('checkout mutations refuse what they cannot do', (server) => {
  it('answers every checkout-page mutation on an unknown checkout with 404 NOT_FOUND in its Saleor payload', async () => {
    const id = randomUUID();
    const cases: [string, object, string][] = [
      [P.shippingDetails, { id, address: US_ADDRESS }, 'checkoutBillingAddressUpdate'],
      [P.updateShippingMethod, { id, shippingMethodId: 'worldwide' }, 'checkoutDeliveryMethodUpdate'],
      [P.applyPromoCode, { id, promoCode: 'WELCOME10' }, 'checkoutAddPromoCode'],
      [P.assignVoucher, { id, voucherCode: 'THANKYOU15' }, 'checkoutAddPromoCode'],
      [P.removePromoCode, { id, promoCode: 'WELCOME10' }, 'checkoutRemovePromoCode'],
    ];
    for (const [path, body, payload] of cases) {
      expect(await refusal(server, path, body, payload)).toMatchObject({
        status: 404,
        error: { field: 'id', code: 'NOT_FOUND', message: 'Checkout not found.' },
      });
    }
  });

  it('refuses bad bodies with 400 and a message, never a 500, and changes nothing', async () => {
    const id = await newCheckout(server);
    await server.post(P.shippingDetails, { id, address: US_ADDRESS });
    const bad: [string, unknown][] = [
      [P.applyPromoCode, { id }],
      [P.applyPromoCode, { id, promoCode: '' }],
      [P.applyPromoCode, { id, promoCode: 'X'.repeat(65) }],
      [P.applyPromoCode, { id, promoCode: 10 }],
      [P.applyPromoCode, { id, promoCode: 'WELCOME10', amount: 0 }],
      [P.assignVoucher, { id, promoCode: 'THANKYOU15' }],
      [P.removePromoCode, [id, 'WELCOME10']],
      [P.updateShippingMethod, { id, shippingMethodId: 'worldwide; drop table orders' }],
      [P.shippingDetails, { id, address: { ...US_ADDRESS, postal_code: '' } }],
      [P.shippingDetails, { id, address: { ...US_ADDRESS, phone: 'call me' } }],
      [P.shippingDetails, { id, address: { ...US_ADDRESS, street_address_2: undefined, admin: true } }],
      [P.shippingDetails, 'not json at all'],
    ];
    for (const [path, body] of bad) {
      const response = await server.post(path, body as object, { 'content-type': 'application/json' });
      expect(response.statusCode).toBe(400);
      expect(
        typeof response.json<{ detail?: string; message?: string }>().message === 'string' ||
          typeof response.json<{ detail?: string }>().detail === 'string',
      ).toBe(true);
    }
    const cart = await cartOf(server, id);
    expect(cart).toMatchObject({ voucherCode: null, shippingAddress: { city: 'New York' } });
  });

  it('refuses changes to a completed checkout as NOT_FOUND', async () => {
    const id = await newCheckout(server, [{ variantId: VARIANT.guide, quantity: 1 }]);
    await server.app.db.query("update checkouts set status = 'completed' where id = $1", [id]);
    expect(
      await refusal(server, P.applyPromoCode, { id, promoCode: 'WELCOME10' }, 'checkoutAddPromoCode'),
    ).toMatchObject({
      status: 404,
      error: { code: 'NOT_FOUND' },
    });
  });
});

describeOnEachDatabase('promo codes and vouchers', (server) => {
  it('explains each refused code by the field with a Saleor code and a readable message', async () => {
    const id = await newCheckout(server);
    expect(
      await refusal(server, P.applyPromoCode, { id, promoCode: 'NOPE' }, 'checkoutAddPromoCode'),
    ).toMatchObject({
      status: 400,
      error: { field: 'promoCode', code: 'INVALID', message: 'Promo code is invalid.' },
    });
    expect(
      await refusal(server, P.applyPromoCode, { id, promoCode: 'SUMMER2020' }, 'checkoutAddPromoCode'),
    ).toMatchObject({
      status: 400,
      error: { field: 'promoCode', code: 'VOUCHER_NOT_APPLICABLE', message: 'This promo code has expired.' },
    });
    expect(
      await refusal(server, P.applyPromoCode, { id, promoCode: 'SAVE5' }, 'checkoutAddPromoCode'),
    ).toMatchObject({
      error: { code: 'VOUCHER_NOT_APPLICABLE', message: 'This code needs a subtotal of at least $50.00.' },
    });
    expect(
      await refusal(server, P.assignVoucher, { id, voucherCode: 'VIP20' }, 'checkoutAddPromoCode'),
    ).toMatchObject({
      error: {
        field: 'voucherCode',
        code: 'VOUCHER_NOT_APPLICABLE',
        message: 'Sign in to use this voucher.',
      },
    });
    expect(
      await refusal(server, P.removePromoCode, { id, promoCode: 'WELCOME10' }, 'checkoutRemovePromoCode'),
    ).toMatchObject({
      status: 400,
      error: { field: 'promoCode', code: 'INVALID' },
    });
  });

  it('takes a code in any case and with spaces around it, and a voucher replaces a promo code', async () => {
    const id = await newCheckout(server, [{ variantId: VARIANT.briefBlackM, quantity: 3 }]);
    const applied = await server.post(P.applyPromoCode, { id, promoCode: '  save5 ' });
    expect(applied.statusCode).toBe(200);
    expect((await cartOf(server, id)).voucherCode).toBe('SAVE5');
    const voucher = await server.post(P.assignVoucher, { id, voucherCode: 'thankyou15' });
    expect(voucher.statusCode).toBe(200);
    const cart = await cartOf(server, id);
    expect(cart).toMatchObject({ voucherCode: 'THANKYOU15', discount: { amount: 15 } });
    expect(cart.totalPrice.gross.amount).toBeCloseTo(cart.subtotalPrice.gross.amount - 15, 2);
    const removed = await server.post(P.removePromoCode, { id, promoCode: 'thankyou15' });
    expect(removed.statusCode).toBe(200);
    expect((await cartOf(server, id)).discount).toBeNull();
  });

  it('drops the discount when the cart falls below the code minimum, and the total follows', async () => {
    const id = await newCheckout(server, [{ variantId: VARIANT.briefBlackM, quantity: 2 }]);
    expect((await server.post(P.applyPromoCode, { id, promoCode: 'SAVE5' })).statusCode).toBe(200);
    const cart = await cartOf(server, id);
    expect(cart.discount?.amount).toBe(5);
    const lineId = (await server.post(SHOP_PATHS.cartItems, { id })).json<{
      checkout: { lines: { id: string }[] };
    }>().checkout.lines[0]?.id;
    await server.post(SHOP_PATHS.updateOfCart, { id, lines: [{ lineId, quantity: 1 }] });
    const after = await cartOf(server, id);
    expect(after.discount?.amount).toBe(0);
    expect(after.totalPrice.gross.amount).toBe(after.subtotalPrice.gross.amount);
  });

  it("keeps a signed-in shopper's voucher and saves the shipping address to the stored user", async () => {
    const tokens = await login(server.app);
    const auth = bearer(tokens.access);
    const id = await newCheckout(server, [{ variantId: VARIANT.guide, quantity: 1 }]);
    const saved = await server.post(
      P.shippingDetails,
      { id, address: { ...FR_ADDRESS, phone: '+33 1 23 45 67 89' } },
      auth,
    );
    expect(saved.statusCode).toBe(200);
    const me = (await server.get('/api/users/me/', auth)).json<Record<string, unknown>>();
    expect(me).toMatchObject({
      country: 'FR',
      province: 'FR-75',
      city: 'Paris',
      postal_code: '75001',
      phone_number: '+33 1 23 45 67 89',
    });
    expect((await server.post(P.assignVoucher, { id, voucherCode: 'VIP20' }, auth)).statusCode).toBe(200);
    // The checkout is now the shopper's: it answers to them, and to nobody without their token.
    const cart = await server.post(SHOP_PATHS.cartItems, { id }, auth);
    expect(cart.json<{ checkout: { voucherCode: string } }>().checkout.voucherCode).toBe('VIP20');
    expect((await server.post(SHOP_PATHS.cartItems, { id })).statusCode).toBe(404);
  });
});
