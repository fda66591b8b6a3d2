import { waitFor } from '@testing-library/react';
import { checkoutApi } from '../api/checkout-api';
import { CHECKOUT_ID, fakeApi, type Answer } from '../testing/checkout-test-kit';
import { selectCheckoutBusy } from './checkout-busy';
import { createCheckoutStore, type CheckoutStore } from './store';

/** A stand-in API that holds every answer until the test lets it go. */
function heldApi() {
  const held: ((answer: Answer) => void)[] = [];
  const api = fakeApi(() => new Promise<Answer>((resolve) => held.push(resolve)));
  /** Lets every request go with `answer`, once the requests reached the API (`count` of them). */
  const releaseAll = async (answer: Answer, count = 1) => {
    await waitFor(() => expect(held).toHaveLength(count));
    held.splice(0).forEach((release) => release(answer));
  };
  return { api, releaseAll };
}

describe('the busy rule (docs/product.md §4: busy while any cart, promo, shipping, payment or fetch action is pending)', () => {
  it.each([
    [
      'applying a promo code',
      (store: CheckoutStore) =>
        store.dispatch(
          checkoutApi.endpoints.applyPromoCode.initiate({ id: CHECKOUT_ID, promoCode: 'WELCOME10' }),
        ),
    ],
    [
      'assigning a voucher',
      (store: CheckoutStore) =>
        store.dispatch(
          checkoutApi.endpoints.assignVoucher.initiate({ id: CHECKOUT_ID, voucherCode: 'THANKYOU15' }),
        ),
    ],
    [
      'removing a code',
      (store: CheckoutStore) =>
        store.dispatch(
          checkoutApi.endpoints.removePromoCode.initiate({ id: CHECKOUT_ID, promoCode: 'WELCOME10' }),
        ),
    ],
    [
      'choosing a shipping method',
      (store: CheckoutStore) =>
        store.dispatch(
          checkoutApi.endpoints.chooseShippingMethod.initiate({
            id: CHECKOUT_ID,
            shippingMethodId: 'worldwide',
          }),
        ),
    ],
    [
      'fetching the cart',
      (store: CheckoutStore) => store.dispatch(checkoutApi.endpoints.getCheckout.initiate(CHECKOUT_ID)),
    ],
    [
      'fetching the shipping methods',
      (store: CheckoutStore) =>
        store.dispatch(checkoutApi.endpoints.listShippingMethods.initiate(CHECKOUT_ID)),
    ],
  ] as [string, (store: CheckoutStore) => PromiseLike<unknown>][])(
    'is busy while %s, and not once it is answered',
    async (_name, run) => {
      const { api, releaseAll } = heldApi();
      const store = createCheckoutStore({ client: api.client });
      expect(selectCheckoutBusy(store.getState())).toBe(false);
      const request = run(store);
      expect(selectCheckoutBusy(store.getState())).toBe(true);
      await releaseAll({ status: 400, data: { detail: 'No.' } });
      await request;
      expect(selectCheckoutBusy(store.getState())).toBe(false);
    },
  );

  it('is not busy while the country or state lists load: they show their own loading state', async () => {
    const { api, releaseAll } = heldApi();
    const store = createCheckoutStore({ client: api.client });
    const countries = store.dispatch(checkoutApi.endpoints.listCountries.initiate());
    const states = store.dispatch(checkoutApi.endpoints.listSubdivisions.initiate('US'));
    expect(selectCheckoutBusy(store.getState())).toBe(false);
    await releaseAll({ status: 200, data: [] }, 2);
    await Promise.all([countries, states]);
  });
});
