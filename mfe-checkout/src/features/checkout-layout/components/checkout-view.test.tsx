import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderInRemote } from 'remote-kit/testing';
import { storage, type Checkout, type User } from 'shared-contracts';
import {
  CHECKOUT_ID,
  checkoutServer,
  fakeApi,
  oneItemCheckout,
  inCheckout,
  type Answer,
} from '../../../testing/checkout-test-kit';
import { createCheckoutStore } from '../../../app/store';
import { CheckoutView } from './checkout-view';

const PROFILE: User = {
  email: 'casey@example.com',
  first_name: 'Casey',
  last_name: 'Lee',
  phone_number: '+1 555 0199',
  on_boarding_step: 'completed',
  next_step: null,
  age: null,
  height: null,
  height_measurement: null,
  weight: null,
  weight_measurement: null,
  biological_sex: null,
  country: 'US',
  city: 'Oakland',
  province: 'US-CA',
  postal_code: '94601',
  address_line_1: '9 Oak Road',
  address_line_2: null,
  is_verified: true,
};

const renderView = (api: ReturnType<typeof fakeApi>) =>
  renderInRemote(
    <CheckoutView renderPay={() => null} />,
    inCheckout(createCheckoutStore({ client: api.client })),
  );

beforeEach(() => {
  localStorage.clear();
  storage.set('checkoutId', CHECKOUT_ID);
});

describe('the checkout page', () => {
  it('shows "Secure Checkout (1 item)", the lines and the totals the server computed', async () => {
    const api = fakeApi(checkoutServer(() => oneItemCheckout()));
    renderView(api);
    expect(await screen.findByRole('heading', { level: 1, name: 'Secure Checkout (1 item)' })).toBeVisible();
    const summary = screen.getByRole('complementary', { name: 'Order summary' });
    // The summary is the page's last part (useStagedReveal): busy until it is in.
    expect(await within(summary).findByText('Stud Support Brief')).toBeVisible();
    expect(screen.getByRole('heading', { level: 1 }).closest('[aria-busy]')).toBeNull();
    expect(within(summary).getByText('Subtotal').nextSibling).toHaveTextContent('$28.80');
    expect(within(summary).getByText('Total').nextSibling).toHaveTextContent('$28.80');
    expect(screen.getByRole('button', { name: 'Secure connection' })).toBeVisible();
  });

  it('says Items for more than one', async () => {
    const api = fakeApi(checkoutServer(() => oneItemCheckout({ quantity: 3 })));
    renderView(api);
    expect(await screen.findByRole('heading', { level: 1, name: 'Secure Checkout (3 Items)' })).toBeVisible();
  });

  it('sends the shopper to the cart page when the cart is empty', async () => {
    const api = fakeApi(checkoutServer(() => oneItemCheckout({ quantity: 0, lines: [] })));
    renderView(api);
    await waitFor(() =>
      expect(screen.getByRole('status', { name: 'Current page' })).toHaveTextContent('/cart'),
    );
  });

  it('sends the shopper to the cart page when there is no cart, or the server no longer knows it', async () => {
    storage.remove('checkoutId');
    const first = renderView(fakeApi(checkoutServer(() => oneItemCheckout())));
    expect(screen.getByRole('status', { name: 'Current page' })).toHaveTextContent('/cart');
    first.unmount();

    storage.set('checkoutId', CHECKOUT_ID);
    renderView(fakeApi(checkoutServer(() => null)));
    await waitFor(() =>
      expect(screen.getByRole('status', { name: 'Current page' })).toHaveTextContent('/cart'),
    );
    expect(storage.get('checkoutId')).toBeNull();
  });

  it("prefills a signed-in customer's form from the profile", async () => {
    storage.set('access', 'token');
    const api = fakeApi(
      checkoutServer(
        () => oneItemCheckout(),
        (request) => (request.path === '/api/users/me/' ? { status: 200, data: PROFILE } : undefined),
      ),
    );
    renderView(api);
    expect(await screen.findByRole('textbox', { name: 'Email' })).toHaveValue('casey@example.com');
    expect(screen.getByRole('textbox', { name: 'First name' })).toHaveValue('Casey');
    expect(screen.getByRole('textbox', { name: 'Phone (optional)' })).toHaveValue('555 0199');
    expect(screen.getByRole('combobox', { name: 'Country' })).toHaveValue('US');
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'State / Province' })).toHaveValue('US-CA'),
    );
  });

  it("saves a signed-in customer's whole profile address on a checkout without one, so its shipping options can be chosen", async () => {
    storage.set('access', 'token');
    let checkout: Checkout = oneItemCheckout();
    const api = fakeApi(
      checkoutServer(
        () => checkout,
        (request) => {
          if (request.path === '/api/users/me/') return { status: 200, data: PROFILE };
          if (!request.path.endsWith('/shipping-details/')) return undefined;
          checkout = oneItemCheckout({
            shippingAddress: {
              firstName: 'Casey',
              lastName: 'Lee',
              phone: '+1 555 0199',
              streetAddress1: '9 Oak Road',
              streetAddress2: '',
              country: { code: 'US' },
              countryArea: 'US-CA',
              city: 'Oakland',
              postalCode: '94601',
            },
          });
          return {
            status: 200,
            data: { checkoutBillingAddressUpdate: { checkout, errors: [] }, current_step: 'shipping' },
          };
        },
      ),
    );
    renderView(api);
    expect(await screen.findByText('Shipping details saved.')).toBeVisible();
    expect(api.sent('/api/ecom/shipping-details/')).toHaveLength(1);
    expect(api.sent('/api/ecom/shipping-details/')[0]?.body).toEqual({
      id: CHECKOUT_ID,
      address: expect.objectContaining({ city: 'Oakland', country_area: 'US-CA' }) as unknown,
    });
    const shipment = await screen.findByRole('radiogroup', { name: 'Shipment type' });
    await waitFor(() => expect(within(shipment).getAllByRole('radio')[0]).toBeEnabled());
  });

  it("leaves a signed-in customer's partial profile address for the shopper to finish", async () => {
    storage.set('access', 'token');
    const api = fakeApi(
      checkoutServer(
        () => oneItemCheckout(),
        (request) =>
          request.path === '/api/users/me/' ? { status: 200, data: { ...PROFILE, city: null } } : undefined,
      ),
    );
    renderView(api);
    expect(await screen.findByRole('textbox', { name: 'Email' })).toHaveValue('casey@example.com');
    await screen.findByRole('combobox', { name: 'State / Province' });
    expect(api.sent('/api/ecom/shipping-details/')).toHaveLength(0);
    expect(screen.getByRole('textbox', { name: 'City' })).not.toHaveAttribute('aria-invalid', 'true');
  });

  it("prefills a guest's form from the checkout's shipping address", async () => {
    const checkout = oneItemCheckout({
      email: 'sam@example.com',
      shippingAddress: {
        firstName: 'Sam',
        lastName: 'Roe',
        phone: '+33 1 23 45 67 89',
        streetAddress1: '5 Rue de Rivoli',
        streetAddress2: '',
        country: { code: 'FR' },
        countryArea: 'FR-75',
        city: 'Paris',
        postalCode: '75001',
      },
    });
    renderView(fakeApi(checkoutServer(() => checkout)));
    expect(await screen.findByRole('textbox', { name: 'Email' })).toHaveValue('sam@example.com');
    expect(screen.getByRole('textbox', { name: 'Phone (optional)' })).toHaveValue('1 23 45 67 89');
    expect(screen.getByRole('textbox', { name: 'City' })).toHaveValue('Paris');
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'State / Province' })).toHaveValue('FR-75'),
    );
  });

  it('saves the shipping details with the dial code prefixed and, signed in, updates the stored user', async () => {
    storage.set('access', 'token');
    let profile: User = { ...PROFILE, city: null };
    let checkout: Checkout = oneItemCheckout();
    const api = fakeApi(
      checkoutServer(
        () => checkout,
        (request) => {
          if (request.path.endsWith('/shipping-details/')) {
            checkout = oneItemCheckout({
              shippingAddress: {
                firstName: 'Casey',
                lastName: 'Lee',
                phone: '+1 555 0199',
                streetAddress1: '9 Oak Road',
                streetAddress2: '',
                country: { code: 'US' },
                countryArea: 'US-CA',
                city: 'Albany',
                postalCode: '94601',
              },
            });
            profile = { ...PROFILE, city: 'Albany' };
            return {
              status: 200,
              data: { checkoutBillingAddressUpdate: { checkout, errors: [] }, current_step: 'shipping' },
            };
          }
          if (request.path === '/api/users/me/') return { status: 200, data: profile };
          return undefined;
        },
      ),
    );
    renderView(api);
    const user = userEvent.setup();
    await user.type(await screen.findByRole('textbox', { name: 'City' }), 'Albany');
    await screen.findByRole('combobox', { name: 'State / Province' });
    await user.click(screen.getByRole('button', { name: 'Save shipping details' }));
    expect(await screen.findByText('Shipping details saved.')).toBeVisible();
    expect(api.sent('/api/ecom/shipping-details/')[0]?.body).toEqual({
      id: CHECKOUT_ID,
      address: expect.objectContaining({
        phone: '+1 555 0199',
        city: 'Albany',
        country: 'US',
        country_area: 'US-CA',
      }) as unknown,
    });
    expect(storage.get('user')?.city).toBe('Albany');
  });

  it('shows what is missing by each field and sends nothing', async () => {
    const api = fakeApi(checkoutServer(() => oneItemCheckout()));
    renderView(api);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Save shipping details' }));
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveAccessibleDescription(
      'Please enter your email.',
    );
    expect(screen.getByRole('textbox', { name: 'First name' })).toHaveAccessibleDescription(
      'Enter your first name.',
    );
    expect(api.sent('/api/ecom/shipping-details/')).toHaveLength(0);
  });

  it("shows the server's refusal of a promo code by the field, in words", async () => {
    const api = fakeApi(
      checkoutServer(
        () => oneItemCheckout(),
        (request) =>
          request.path.endsWith('/apply-promo-code/')
            ? {
                status: 400,
                data: {
                  detail: 'This promo code has expired.',
                  checkoutAddPromoCode: {
                    checkout: null,
                    errors: [
                      {
                        field: 'promoCode',
                        code: 'VOUCHER_NOT_APPLICABLE',
                        message: 'This promo code has expired.',
                      },
                    ],
                  },
                },
              }
            : undefined,
      ),
    );
    renderView(api);
    const user = userEvent.setup();
    await user.type(await screen.findByRole('textbox', { name: 'Promo code' }), 'SUMMER2020');
    await user.click(screen.getByRole('button', { name: 'Apply promo code' }));
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'Promo code' })).toHaveAccessibleDescription(
        'This promo code has expired.',
      ),
    );
  });

  it('is busy while a promo code is applied: controls disabled and the indicator showing, then back', async () => {
    let release: (answer: Answer) => void = () => undefined;
    let checkout = oneItemCheckout();
    const api = fakeApi(
      checkoutServer(
        () => checkout,
        (request) => {
          if (!request.path.endsWith('/apply-promo-code/')) return undefined;
          return new Promise<Answer>((resolve) => {
            release = resolve;
          });
        },
      ),
    );
    renderView(api);
    const user = userEvent.setup();
    await user.type(await screen.findByRole('textbox', { name: 'Promo code' }), 'WELCOME10');
    await user.click(screen.getByRole('button', { name: 'Apply promo code' }));
    expect(await screen.findByText('Updating your order…')).toBeVisible();
    expect(screen.getByRole('textbox', { name: 'Email' })).toBeDisabled();
    expect(screen.getByRole('textbox', { name: 'Voucher' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Save shipping details' })).toBeDisabled();

    checkout = oneItemCheckout({
      voucherCode: 'WELCOME10',
      discount: { amount: 2.88, currency: 'USD' },
      totalPrice: { gross: { amount: 25.92, currency: 'USD' } },
    });
    release({ status: 200, data: { checkoutAddPromoCode: { checkout, errors: [] } } });
    await waitFor(() => expect(screen.queryByText('Updating your order…')).toBeNull());
    expect(screen.getByRole('textbox', { name: 'Email' })).toBeEnabled();
    expect(screen.getByText('WELCOME10', { selector: 'strong' })).toBeVisible();
    expect(screen.getByText('Total').nextSibling).toHaveTextContent('$25.92');
  });
});

describe('the cart of the page', () => {
  it('is only the stored checkoutId: a ?checkout=<id> in the address adopts nothing', async () => {
    storage.remove('checkoutId');
    renderInRemote(
      <CheckoutView renderPay={() => null} />,
      inCheckout(
        createCheckoutStore({ client: fakeApi(checkoutServer(() => oneItemCheckout())).client }),
        `/stud/checkout?checkout=${CHECKOUT_ID}`,
      ),
    );
    await waitFor(() =>
      expect(screen.getByRole('status', { name: 'Current page' })).toHaveTextContent('/cart'),
    );
    expect(storage.get('checkoutId')).toBeNull();
  });
});
