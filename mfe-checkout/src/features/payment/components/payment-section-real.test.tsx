import { loadStripe } from '@stripe/stripe-js/pure';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderInRemote } from 'remote-kit/testing';
import {
  CHECKOUT_ID,
  createTestCheckout,
  inCheckout,
  withPaymentKeys,
} from '../../../testing/checkout-test-kit';
import { PaymentSection } from './payment-section';

// The whole Pay flow with the API answering real attempts (keys configured): the saga, the lazy
// real step and the store run for real; only the providers' SDKs are mocked at their imports.
jest.mock('@stripe/stripe-js/pure', () => ({ loadStripe: jest.fn() }));
const loadStripeMock = jest.mocked(loadStripe);

jest.mock('@google-pay/button-react', () => {
  const state: { props: { onCancel: (reason: unknown) => void } | null } = { props: null };
  return {
    __esModule: true,
    mockState: state,
    default: (props: { onCancel: (reason: unknown) => void }) => {
      state.props = props;
      return <button type="button">Buy with GPay</button>;
    },
  };
});
interface GooglePayMock {
  mockState: { props: { onCancel: (reason: unknown) => void } | null };
}
const googlePay = jest.requireMock<GooglePayMock>('@google-pay/button-react').mockState;

const ready = () => Promise.resolve(true);

function stripeThatPays() {
  const card = { mount: jest.fn(), on: jest.fn(), destroy: jest.fn() };
  const stripe = {
    elements: () => ({ create: () => card }),
    confirmCardPayment: jest.fn((secret: string) =>
      Promise.resolve({ paymentIntent: { id: secret.split('_secret_')[0], status: 'succeeded' } }),
    ),
  };
  loadStripeMock.mockResolvedValue(stripe as never);
  return stripe;
}

describe('PaymentSection with real gateways', () => {
  withPaymentKeys({ stripePublishableKey: 'pk_test_abc', paypalClientId: 'paypal-client-id' });
  afterEach(() => loadStripeMock.mockReset());

  it('pays by card through Stripe.js, verifies the PaymentIntent and goes to the thank-you page', async () => {
    const user = userEvent.setup();
    const stripe = stripeThatPays();
    const checkout = createTestCheckout({ real: true });
    renderInRemote(
      <PaymentSection checkoutId={CHECKOUT_ID} gateway="stripe" onBeforePay={ready} />,
      inCheckout(checkout.store),
    );
    await user.click(screen.getByRole('button', { name: 'Pay' }));
    const step = await screen.findByRole('region', { name: 'Pay with card' });
    const pay = within(step).getByRole('button', { name: 'Pay $33.80' });
    await waitFor(() => expect(pay).toBeEnabled());
    await user.click(pay);

    await waitFor(() =>
      expect(screen.getByLabelText('Current page')).toHaveTextContent(
        `/checkout/thankyou/stripe?checkout_id=${CHECKOUT_ID}`,
      ),
    );
    expect(stripe.confirmCardPayment).toHaveBeenCalledWith('pi_test1_secret_abc', expect.anything());
    expect(checkout.api.log.find((entry) => entry.call === 'verifyPayment')?.args).toEqual([
      CHECKOUT_ID,
      'payment-1',
      'pi_test1',
      'stripe',
    ]);
    expect(checkout.storage.get('checkoutId')).toBeNull();
  });

  it('shows by Pay that the card form could not load, keeps the cart and lets the shopper try again', async () => {
    const user = userEvent.setup();
    loadStripeMock.mockRejectedValue(new Error('Failed to load Stripe.js'));
    const checkout = createTestCheckout({ real: true });
    renderInRemote(
      <PaymentSection checkoutId={CHECKOUT_ID} gateway="stripe" onBeforePay={ready} />,
      inCheckout(checkout.store),
    );
    await user.click(screen.getByRole('button', { name: 'Pay' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The secure card form could not be loaded. Check your connection and press Pay again.',
    );
    expect(screen.queryByRole('region', { name: 'Pay with card' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pay' })).toBeEnabled();
    expect(checkout.api.callNames()).toEqual(['createPayment']);
    expect(checkout.storage.get('checkoutId')).toBe(CHECKOUT_ID);
  });

  it('re-enables Pay without an error when Google’s payment sheet is closed', async () => {
    const user = userEvent.setup();
    renderInRemote(
      <PaymentSection checkoutId={CHECKOUT_ID} gateway="google-pay" onBeforePay={ready} />,
      inCheckout(createTestCheckout({ real: true }).store),
    );
    await user.click(screen.getByRole('button', { name: 'Pay' }));
    await screen.findByRole('region', { name: 'Google Pay' });
    act(() => googlePay.props?.onCancel({ statusCode: 'CANCELED' }));

    await waitFor(() => expect(screen.queryByRole('region', { name: 'Google Pay' })).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Pay' })).toBeEnabled();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('keeps the sandbox card form, and never loads Stripe.js, for an attempt the API runs in its sandbox', async () => {
    const user = userEvent.setup();
    renderInRemote(
      <PaymentSection checkoutId={CHECKOUT_ID} gateway="stripe" onBeforePay={ready} />,
      inCheckout(createTestCheckout().store),
    );
    await user.click(screen.getByRole('button', { name: 'Pay' }));
    const dialog = await screen.findByRole('dialog', { name: 'Pay with card' });
    expect(within(dialog).getByLabelText('Card number')).toBeVisible();
    expect(loadStripeMock).not.toHaveBeenCalled();
  });
});
