import { VARIANT, SHOP_PATHS } from './support/spec-shop';
import { CHECKOUT_PATHS as P, US_ADDRESS } from './support/spec-checkout';
import { type Checkout, type Errors, line, type Money, readyCheckout } from './support/checkout-flow';
import { bearer, describeOnEachDatabase, login } from './support/test-app';

// The checkout page's first calls: shipping and payment options, the shipping address, promo codes
// and vouchers. The refusals and edge cases of the same calls are in checkout-details.test.ts.

describeOnEachDatabase('checkout details and promo codes', (server) => {
  it('offers free 3-5 business days to the US and Canada and 9-15 business days worldwide', async () => {
    const us = (await server.get(`${P.availableShippingMethods}?country=CA`)).json<{
      shippingMethods: { name: string; price: Money }[];
    }>();
    expect(us.shippingMethods).toEqual([
      expect.objectContaining({
        name: 'Free shipping (3-5 business days)',
        price: { amount: 0, currency: 'USD' },
      }),
    ]);
    const fr = (await server.get(`${P.availableShippingMethods}?country=FR`)).json<{
      shippingMethods: { name: string }[];
    }>();
    expect(fr.shippingMethods.map((method) => method.name)).toEqual([
      'Worldwide shipping (9-15 business days)',
    ]);
  });

  it('lists Paypal, Stripe and Google Pay as payment gateways', async () => {
    const response = await server.post(P.availablePaymentGateways, {});
    expect(response.json()).toEqual({
      availablePaymentGateways: [
        { id: 'paypal', name: 'Paypal' },
        { id: 'stripe', name: 'Stripe' },
        { id: 'google-pay', name: 'Google Pay' },
      ],
    });
  });

  it('saves the shipping address as checkoutBillingAddressUpdate with current_step, and the signed-in user too', async () => {
    const tokens = await login(server.app);
    const created = await server.post(SHOP_PATHS.createCheckout, {
      input: { lines: [line(VARIANT.guide)], channel: 'default-channel' },
    });
    const id = created.json<{ checkoutCreate: { checkout: Checkout } }>().checkoutCreate.checkout.id;
    const response = await server.post(
      P.shippingDetails,
      { id, address: { ...US_ADDRESS, city: 'Albany' } },
      bearer(tokens.access),
    );
    expect(response.statusCode).toBe(200);
    const body = response.json<{
      checkoutBillingAddressUpdate: { checkout: Checkout & { shippingAddress: { city: string } } };
      current_step: string;
    }>();
    expect(body.current_step).toBe('shipping');
    expect(body.checkoutBillingAddressUpdate.checkout.shippingAddress.city).toBe('Albany');
    const me = (await server.get('/api/users/me/', bearer(tokens.access))).json<{
      city: string;
      address_line_1: string;
    }>();
    expect(me).toMatchObject({ city: 'Albany', address_line_1: '1 Main Street' });
  });

  it('refuses a bad address body with 400 and changes nothing', async () => {
    const id = await readyCheckout(server);
    for (const body of [
      { id, address: { ...US_ADDRESS, country: 'USA' } },
      { id, address: { ...US_ADDRESS, email: 'not an email' } },
      { id, address: { ...US_ADDRESS, first_name: 42 } },
      { id },
    ]) {
      expect((await server.post(P.shippingDetails, body)).statusCode).toBe(400);
    }
    const wrongState = await server.post(P.shippingDetails, {
      id,
      address: { ...US_ADDRESS, country_area: 'Atlantis' },
    });
    expect(wrongState.statusCode).toBe(400);
    const status = (await server.post(P.checkoutStatus, { checkout_id: id })).json<{
      current_step: string;
    }>();
    expect(status.current_step).toBe('payment');
  });

  it('applies and removes a promo code with the discount computed on the server', async () => {
    const id = await readyCheckout(server, [line(VARIANT.briefBlackM, 2)]);
    const applied = await server.post(P.applyPromoCode, { id, promoCode: 'welcome10' });
    expect(applied.statusCode).toBe(200);
    const checkout = applied.json<{ checkoutAddPromoCode: { checkout: Checkout } }>().checkoutAddPromoCode
      .checkout;
    expect(checkout).toMatchObject({
      voucherCode: 'WELCOME10',
      discount: { amount: 5.76 },
      totalPrice: { gross: { amount: 51.84 } },
    });
    const removed = await server.post(P.removePromoCode, { id, promoCode: 'WELCOME10' });
    expect(
      removed.json<{ checkoutRemovePromoCode: { checkout: Checkout } }>().checkoutRemovePromoCode.checkout,
    ).toMatchObject({
      voucherCode: null,
      totalPrice: { gross: { amount: 57.6 } },
    });
  });

  it('answers INVALID for an unknown promo code and VOUCHER_NOT_APPLICABLE below its minimum or when expired', async () => {
    const id = await readyCheckout(server);
    const codeOf = async (path: string, body: object) =>
      (await server.post(path, body)).json<{ checkoutAddPromoCode: Errors }>().checkoutAddPromoCode.errors[0]
        ?.code;
    expect(await codeOf(P.applyPromoCode, { id, promoCode: 'NOPE' })).toBe('INVALID');
    expect(await codeOf(P.applyPromoCode, { id, promoCode: 'SAVE5' })).toBe('VOUCHER_NOT_APPLICABLE');
    expect(await codeOf(P.applyPromoCode, { id, promoCode: 'SUMMER2020' })).toBe('VOUCHER_NOT_APPLICABLE');
    expect(await codeOf(P.assignVoucher, { id, voucherCode: 'VIP20' })).toBe('VOUCHER_NOT_APPLICABLE');
    expect(await codeOf(P.assignVoucher, { id, voucherCode: 'WELCOME10' })).toBe('INVALID');
    const status = await server.post(SHOP_PATHS.cartItems, { id });
    expect(status.statusCode).toBe(200);
  });

  it('cart-items shows the shipping methods, payment gateways, promo code and totals of the checkout', async () => {
    const id = await readyCheckout(server, [line(VARIANT.briefBlackM, 2)]);
    await server.post(P.applyPromoCode, { id, promoCode: 'WELCOME10' });
    const response = await server.post(SHOP_PATHS.cartItems, { id });
    const checkout = response.json<{
      checkout: Checkout & { availablePaymentGateways: { name: string }[] };
    }>().checkout;
    expect(checkout.shippingMethods.map((method) => method.id)).toEqual(['standard-us-ca']);
    expect(checkout.deliveryMethod?.id).toBe('standard-us-ca');
    expect(checkout.availablePaymentGateways.map((gateway) => gateway.name)).toEqual([
      'Paypal',
      'Stripe',
      'Google Pay',
    ]);
    expect(checkout).toMatchObject({ voucherCode: 'WELCOME10', totalPrice: { gross: { amount: 51.84 } } });
  });

  it('assigns a voucher to a signed-in shopper', async () => {
    const tokens = await login(server.app);
    const id = await readyCheckout(server, [line(VARIANT.guide)], bearer(tokens.access));
    const response = await server.post(P.assignVoucher, { id, voucherCode: 'VIP20' }, bearer(tokens.access));
    expect(response.statusCode).toBe(200);
    expect(
      response.json<{ checkoutAddPromoCode: { checkout: Checkout } }>().checkoutAddPromoCode.checkout
        .voucherCode,
    ).toBe('VIP20');
  });
});
