import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderInRemote } from 'remote-kit/testing';
import { CHECKOUT_ID, createTestCheckout, inCheckout } from '../../../testing/checkout-test-kit';
import { PaymentSection } from './payment-section';

const ready = () => Promise.resolve(true);

describe('PaymentSection', () => {
  it('pays with the Stripe sandbox card form and goes to the thank-you page with the cart cleared', async () => {
    const user = userEvent.setup();
    const checkout = createTestCheckout();
    renderInRemote(
      <PaymentSection checkoutId={CHECKOUT_ID} gateway="stripe" onBeforePay={ready} />,
      inCheckout(checkout.store),
    );
    await user.click(screen.getByRole('button', { name: 'Pay' }));

    const dialog = await screen.findByRole('dialog', { name: 'Pay with card' });
    await user.type(within(dialog).getByLabelText('Card number'), '4242424242424242');
    await user.type(within(dialog).getByLabelText('Expiry'), '1240');
    await user.type(within(dialog).getByLabelText('CVC'), '123');
    expect(within(dialog).getByLabelText('Card number')).toHaveValue('4242 4242 4242 4242');
    await user.click(within(dialog).getByRole('button', { name: 'Pay $33.80' }));

    await waitFor(() =>
      expect(screen.getByLabelText('Current page')).toHaveTextContent(
        `/checkout/thankyou/stripe?checkout_id=${CHECKOUT_ID}`,
      ),
    );
    expect(checkout.storage.get('checkoutId')).toBeNull();
    expect(checkout.events).toContainEqual({ type: 'cart/countChanged', payload: { count: 0 } });
  });

  it('checks the card form before sending anything', async () => {
    const user = userEvent.setup();
    const checkout = createTestCheckout();
    renderInRemote(
      <PaymentSection checkoutId={CHECKOUT_ID} gateway="stripe" onBeforePay={ready} />,
      inCheckout(checkout.store),
    );
    await user.click(screen.getByRole('button', { name: 'Pay' }));
    const dialog = await screen.findByRole('dialog', { name: 'Pay with card' });
    await user.type(within(dialog).getByLabelText('Card number'), '4242424242424241');
    await user.type(within(dialog).getByLabelText('Expiry'), '0120');
    await user.click(within(dialog).getByRole('button', { name: 'Pay $33.80' }));

    expect(within(dialog).getByText('Your card number is invalid.')).toBeVisible();
    expect(within(dialog).getByText("Your card's expiration date is in the past.")).toBeVisible();
    expect(within(dialog).getByText('Enter the CVC.')).toBeVisible();
    expect(checkout.api.callNames()).toEqual(['createPayment']);
  });

  it('shows "Your card was declined." by Pay, keeps the cart and lets the shopper try again', async () => {
    const user = userEvent.setup();
    const checkout = createTestCheckout();
    renderInRemote(
      <PaymentSection checkoutId={CHECKOUT_ID} gateway="stripe" onBeforePay={ready} />,
      inCheckout(checkout.store),
    );
    await user.click(screen.getByRole('button', { name: 'Pay' }));
    const dialog = await screen.findByRole('dialog', { name: 'Pay with card' });
    await user.type(within(dialog).getByLabelText('Card number'), '4000 0000 0000 0002');
    await user.type(within(dialog).getByLabelText('Expiry'), '12 / 40');
    await user.type(within(dialog).getByLabelText('CVC'), '123');
    await user.click(within(dialog).getByRole('button', { name: 'Pay $33.80' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Your card was declined.');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pay' })).toBeEnabled();
    expect(checkout.storage.get('checkoutId')).toBe(CHECKOUT_ID);
  });

  it('makes one payment for ten rapid clicks on Pay', async () => {
    const user = userEvent.setup();
    const checkout = createTestCheckout();
    renderInRemote(
      <PaymentSection checkoutId={CHECKOUT_ID} gateway="google-pay" onBeforePay={ready} />,
      inCheckout(checkout.store),
    );
    const payButton = screen.getByRole('button', { name: 'Pay' });
    await act(async () => {
      for (let click = 0; click < 10; click += 1) payButton.click();
      await Promise.resolve();
    });
    await screen.findByRole('dialog', { name: 'Google Pay' });
    expect(checkout.api.callNames()).toEqual(['createPayment']);
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Pay' }));
    await waitFor(() =>
      expect(screen.getByLabelText('Current page')).toHaveTextContent('/checkout/thankyou/'),
    );
    expect(checkout.api.attempts.size).toBe(1);
  });

  it('re-enables Pay without an error when the Google Pay sheet is cancelled', async () => {
    const user = userEvent.setup();
    renderInRemote(
      <PaymentSection checkoutId={CHECKOUT_ID} gateway="google-pay" onBeforePay={ready} />,
      inCheckout(createTestCheckout().store),
    );
    await user.click(screen.getByRole('button', { name: 'Pay' }));
    const sheet = await screen.findByRole('dialog', { name: 'Google Pay' });
    expect(within(sheet).getByText('$33.80')).toBeVisible();
    await user.click(within(sheet).getByRole('button', { name: 'Cancel' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Pay' })).toBeEnabled();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('closes the PayPal dialog on Escape as a cancel, and pays on Approve', async () => {
    const user = userEvent.setup();
    renderInRemote(
      <PaymentSection checkoutId={CHECKOUT_ID} gateway="paypal" onBeforePay={ready} />,
      inCheckout(createTestCheckout().store),
    );
    await user.click(screen.getByRole('button', { name: 'Pay' }));
    await screen.findByRole('dialog', { name: 'PayPal' });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Pay' })).toBeEnabled();

    await user.click(screen.getByRole('button', { name: 'Pay' }));
    const window = await screen.findByRole('dialog', { name: 'PayPal' });
    await user.click(within(window).getByRole('button', { name: 'Approve' }));
    await waitFor(() =>
      expect(screen.getByLabelText('Current page')).toHaveTextContent('/checkout/thankyou/paypal'),
    );
  });

  it('does not pay when the checkout page says its forms are not ready', async () => {
    const user = userEvent.setup();
    const checkout = createTestCheckout();
    const notReady = jest.fn(() => Promise.resolve(false));
    renderInRemote(
      <PaymentSection checkoutId={CHECKOUT_ID} gateway="stripe" onBeforePay={notReady} />,
      inCheckout(checkout.store),
    );
    await user.click(screen.getByRole('button', { name: 'Pay' }));
    expect(notReady).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Pay' })).toBeEnabled();
    expect(checkout.api.callNames()).toEqual([]);
  });
});
