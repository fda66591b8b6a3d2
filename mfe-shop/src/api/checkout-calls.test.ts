import { fakeApi, bodyOf, routes } from 'remote-kit/testing';
import type { Checkout } from 'shared-contracts';
import { createCheckoutCalls } from './checkout-calls';

const checkout = (quantity: number): Checkout => ({
  id: 'c-1',
  quantity,
  lines: [],
  shippingMethods: [],
  availablePaymentGateways: [],
  voucherCode: null,
  discount: null,
});

describe('the cart calls', () => {
  it('creates a checkout with one unit of each variant on the default channel, and returns its secret', async () => {
    const api = fakeApi(
      routes({
        'POST /api/ecom/create-checkout/': {
          status: 200,
          data: { checkoutCreate: { checkout: checkout(2), checkoutSecret: 's-1', errors: [] } },
        },
      }),
    );
    const created = await createCheckoutCalls(api.client).create(['v-1', 'v-2']);
    expect(created).toEqual({ checkout: checkout(2), secret: 's-1' });
    expect(bodyOf(api.requests[0]!)).toEqual({
      input: {
        lines: [
          { variantId: 'v-1', quantity: 1 },
          { variantId: 'v-2', quantity: 1 },
        ],
        channel: 'default-channel',
      },
    });
  });

  it('gives a null secret when the API sends none', async () => {
    const api = fakeApi(
      routes({
        'POST /api/ecom/create-checkout/': {
          status: 200,
          data: { checkoutCreate: { checkout: checkout(1), errors: [] } },
        },
      }),
    );
    expect((await createCheckoutCalls(api.client).create(['v-1'])).secret).toBeNull();
  });

  it('adds one unit of each variant to the checkout in one request', async () => {
    const api = fakeApi(
      routes({
        'POST /api/ecom/add-to-cart/': {
          status: 200,
          data: { checkoutLinesAdd: { checkout: checkout(3), errors: [] } },
        },
      }),
    );
    expect(await createCheckoutCalls(api.client).addLines('c-1', ['v-1', 'v-2'])).toEqual(checkout(3));
    expect(api.sent()).toEqual(['POST /api/ecom/add-to-cart/']);
    expect(bodyOf(api.requests[0]!)).toEqual({
      id: 'c-1',
      lines: [
        { variantId: 'v-1', quantity: 1 },
        { variantId: 'v-2', quantity: 1 },
      ],
    });
  });

  it('sets the quantity of one line', async () => {
    const api = fakeApi(
      routes({
        'POST /api/ecom/update-of-cart/': {
          status: 200,
          data: { checkoutLinesUpdate: { checkout: checkout(4), errors: [] } },
        },
      }),
    );
    expect(await createCheckoutCalls(api.client).updateLine('c-1', 'l-1', 4)).toEqual(checkout(4));
    expect(bodyOf(api.requests[0]!)).toEqual({ id: 'c-1', lines: [{ lineId: 'l-1', quantity: 4 }] });
  });

  it('removes one line', async () => {
    const api = fakeApi(
      routes({
        'POST /api/ecom/remove-from-cart/': {
          status: 200,
          data: { checkoutLinesDelete: { checkout: checkout(0), errors: [] } },
        },
      }),
    );
    expect(await createCheckoutCalls(api.client).removeLine('c-1', 'l-1')).toEqual(checkout(0));
    expect(bodyOf(api.requests[0]!)).toEqual({ id: 'c-1', lineIds: ['l-1'] });
  });

  it("rejects with the API's first error when the answer holds no checkout", async () => {
    const api = fakeApi(
      routes({
        'POST /api/ecom/add-to-cart/': {
          status: 200,
          data: {
            checkoutLinesAdd: { checkout: null, errors: [{ field: 'lines', message: 'Not enough stock.' }] },
          },
        },
      }),
    );
    await expect(createCheckoutCalls(api.client).addLines('c-1', ['v-1'])).rejects.toThrow(
      'Not enough stock.',
    );
  });

  it('rejects with the status of an HTTP error, so the saga can tell a cart the server no longer knows', async () => {
    const api = fakeApi(
      routes({ 'POST /api/ecom/remove-from-cart/': { status: 404, data: { detail: 'Not found.' } } }),
    );
    await expect(createCheckoutCalls(api.client).removeLine('gone', 'l-1')).rejects.toMatchObject({
      status: 404,
    });
  });
});
