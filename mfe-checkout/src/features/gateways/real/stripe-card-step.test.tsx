import { loadStripe } from '@stripe/stripe-js/pure';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CARD_FORM_NOT_LOADED } from './real-step-messages';
import { realAttempt, stepCallbacks, withPaymentKeys } from '../../../testing/checkout-test-kit';
import StripeCardStep from './stripe-card-step';

// Stripe.js is the edge: its loader is mocked at the package boundary, the step runs for real.
jest.mock('@stripe/stripe-js/pure', () => ({ loadStripe: jest.fn() }));
const loadStripeMock = jest.mocked(loadStripe);

const attempt = realAttempt('stripe', { client_secret: 'pi_123_secret_abc' });

/** A Stripe.js whose card Element mounts an input, and whose confirmCardPayment answers `result`. */
function fakeStripe(result: unknown) {
  const card = {
    mount: jest.fn((host: HTMLElement) => {
      host.innerHTML = '<input aria-label="Credit or debit card number" />';
    }),
    on: jest.fn(),
    destroy: jest.fn(),
  };
  const stripe = {
    elements: jest.fn(() => ({ create: jest.fn(() => card) })),
    confirmCardPayment: jest.fn(() => Promise.resolve(result)),
  };
  loadStripeMock.mockResolvedValue(stripe as never);
  return { stripe, card };
}

async function payWhenLoaded() {
  const user = userEvent.setup();
  const pay = await screen.findByRole('button', { name: 'Pay $33.80' });
  await waitFor(() => expect(pay).toBeEnabled());
  await user.click(pay);
  return user;
}

describe('StripeCardStep (keys configured)', () => {
  withPaymentKeys({ stripePublishableKey: 'pk_test_abc' });
  afterEach(() => loadStripeMock.mockReset());

  it('mounts Stripe’s card Element with the publishable key and confirms the API’s PaymentIntent', async () => {
    const { stripe, card } = fakeStripe({ paymentIntent: { id: 'pi_123', status: 'succeeded' } });
    const callbacks = stepCallbacks();
    render(<StripeCardStep attempt={attempt} {...callbacks} />);

    expect(screen.getByRole('heading', { name: 'Pay with card' })).toHaveFocus();
    expect(screen.getByRole('status')).toHaveTextContent('Loading the secure card form…');
    await payWhenLoaded();

    expect(loadStripeMock).toHaveBeenCalledWith('pk_test_abc');
    expect(card.mount).toHaveBeenCalledTimes(1);
    expect(stripe.confirmCardPayment).toHaveBeenCalledWith('pi_123_secret_abc', { payment_method: { card } });
    await waitFor(() => expect(callbacks.onApprove).toHaveBeenCalledWith('pi_123'));
    expect(callbacks.onFail).not.toHaveBeenCalled();
  });

  it('hands a declined card to verify, which answers Stripe’s message from the PaymentIntent', async () => {
    fakeStripe({
      error: { type: 'card_error', message: 'Your card was declined.', payment_intent: { id: 'pi_123' } },
    });
    const callbacks = stepCallbacks();
    render(<StripeCardStep attempt={attempt} {...callbacks} />);
    await payWhenLoaded();

    await waitFor(() => expect(callbacks.onApprove).toHaveBeenCalledWith('pi_123'));
    expect(callbacks.onFail).not.toHaveBeenCalled();
  });

  it('keeps an incomplete card in the form with Stripe’s message, and lets the shopper fix it', async () => {
    const { stripe } = fakeStripe({
      error: { type: 'validation_error', message: 'Your card number is incomplete.' },
    });
    const callbacks = stepCallbacks();
    render(<StripeCardStep attempt={attempt} {...callbacks} />);
    await payWhenLoaded();

    expect(await screen.findByRole('alert')).toHaveTextContent('Your card number is incomplete.');
    expect(screen.getByRole('button', { name: 'Pay $33.80' })).toBeEnabled();
    expect(stripe.confirmCardPayment).toHaveBeenCalledTimes(1);
    expect(callbacks.onApprove).not.toHaveBeenCalled();
    expect(callbacks.onFail).not.toHaveBeenCalled();
  });

  it('cancels with Cancel or Escape, once, without an error', async () => {
    const { card } = fakeStripe({});
    const callbacks = stepCallbacks();
    const user = userEvent.setup();
    const view = render(<StripeCardStep attempt={attempt} {...callbacks} />);
    await waitFor(() => expect(card.mount).toHaveBeenCalled());
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));

    expect(callbacks.onCancel).toHaveBeenCalledTimes(1);
    expect(callbacks.onFail).not.toHaveBeenCalled();
    view.unmount();
    expect(card.destroy).toHaveBeenCalled();
  });

  it.each([
    [
      'Stripe.js fails to load',
      () => loadStripeMock.mockRejectedValue(new Error('Failed to load Stripe.js')),
    ],
    ['Stripe.js loads nothing', () => loadStripeMock.mockResolvedValue(null)],
  ])('ends the attempt with a message when %s', async (_case, arrange) => {
    arrange();
    const callbacks = stepCallbacks();
    render(<StripeCardStep attempt={attempt} {...callbacks} />);
    await waitFor(() => expect(callbacks.onFail).toHaveBeenCalledWith(CARD_FORM_NOT_LOADED));
    expect(callbacks.onApprove).not.toHaveBeenCalled();
  });
});

describe('StripeCardStep without a publishable key in the runtime config', () => {
  withPaymentKeys(undefined);

  it('says the method is not available and never loads Stripe.js', async () => {
    const callbacks = stepCallbacks();
    render(<StripeCardStep attempt={attempt} {...callbacks} />);
    await waitFor(() =>
      expect(callbacks.onFail).toHaveBeenCalledWith(
        'This payment method is not available right now. Please choose another way to pay.',
      ),
    );
    expect(loadStripeMock).not.toHaveBeenCalled();
  });
});
