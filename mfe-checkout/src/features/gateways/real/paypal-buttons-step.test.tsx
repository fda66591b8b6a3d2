import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import PaypalButtonsStep from './paypal-buttons-step';
import { GATEWAY_NOT_CONFIGURED, PAYPAL_FAILED, PAYPAL_NOT_LOADED } from './real-step-messages';
import { realAttempt, stepCallbacks, withPaymentKeys } from '../../../testing/checkout-test-kit';

// The PayPal JS SDK is the edge: @paypal/react-paypal-js is mocked at its import, with the script
// state a test sets and the props its buttons were given, so a test can act as PayPal's window.
interface ButtonProps {
  createOrder: () => Promise<string>;
  onApprove: (data: { orderID: string }) => Promise<void>;
  onCancel: () => void;
  onError: (error: unknown) => void;
}
interface PaypalMock {
  script: { isPending: boolean; isRejected: boolean };
  options: Record<string, unknown> | null;
  buttons: ButtonProps | null;
}
jest.mock('@paypal/react-paypal-js', () => {
  const state: PaypalMock = { script: { isPending: false, isRejected: false }, options: null, buttons: null };
  return {
    mockState: state,
    PayPalScriptProvider: ({
      options,
      children,
    }: {
      options: Record<string, unknown>;
      children: ReactNode;
    }) => {
      state.options = options;
      return children;
    },
    usePayPalScriptReducer: () => [state.script, () => undefined],
    PayPalButtons: (props: ButtonProps) => {
      state.buttons = props;
      return <button type="button">PayPal</button>;
    },
  };
});
const paypal = jest.requireMock<{ mockState: PaypalMock }>('@paypal/react-paypal-js').mockState;

const attempt = realAttempt('paypal', { order_id: 'ORDER123' });

function buttons(): ButtonProps {
  if (!paypal.buttons) throw new Error('PayPal buttons not rendered');
  return paypal.buttons;
}

describe('PaypalButtonsStep (keys configured)', () => {
  withPaymentKeys({ paypalClientId: 'paypal-client-id' });
  beforeEach(() => {
    paypal.script = { isPending: false, isRejected: false };
    paypal.options = null;
    paypal.buttons = null;
  });

  it('loads the SDK with the client id for the attempt’s currency, and approves the API’s order', async () => {
    const callbacks = stepCallbacks();
    render(<PaypalButtonsStep attempt={attempt} {...callbacks} />);

    expect(screen.getByRole('heading', { name: 'PayPal' })).toHaveFocus();
    expect(screen.getByRole('button', { name: 'PayPal' })).toBeVisible();
    expect(paypal.options).toEqual({ clientId: 'paypal-client-id', currency: 'USD', intent: 'capture' });
    await expect(buttons().createOrder()).resolves.toBe('ORDER123');
    await act(() => buttons().onApprove({ orderID: 'ORDER123' }));

    expect(callbacks.onApprove).toHaveBeenCalledWith('ORDER123');
    expect(callbacks.onFail).not.toHaveBeenCalled();
  });

  it('treats closing PayPal’s window as a cancel, not an error, and a later report as nothing', () => {
    const callbacks = stepCallbacks();
    render(<PaypalButtonsStep attempt={attempt} {...callbacks} />);
    act(() => buttons().onCancel());
    act(() => buttons().onError(new Error('window closed')));

    expect(callbacks.onCancel).toHaveBeenCalledTimes(1);
    expect(callbacks.onFail).not.toHaveBeenCalled();
  });

  it('cancels with the Cancel button', async () => {
    const callbacks = stepCallbacks();
    render(<PaypalButtonsStep attempt={attempt} {...callbacks} />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Cancel' }));
    expect(callbacks.onCancel).toHaveBeenCalledTimes(1);
  });

  it('ends the attempt with a message when PayPal refuses to take the payment', () => {
    const callbacks = stepCallbacks();
    render(<PaypalButtonsStep attempt={attempt} {...callbacks} />);
    act(() => buttons().onError(new Error('INSTRUMENT_DECLINED')));
    expect(callbacks.onFail).toHaveBeenCalledWith(PAYPAL_FAILED);
    expect(callbacks.onApprove).not.toHaveBeenCalled();
  });

  it('shows that PayPal is loading, then ends the attempt when its SDK fails to load', async () => {
    paypal.script = { isPending: true, isRejected: false };
    const callbacks = stepCallbacks();
    const view = render(<PaypalButtonsStep attempt={attempt} {...callbacks} />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading PayPal…');

    paypal.script = { isPending: false, isRejected: true };
    view.rerender(<PaypalButtonsStep attempt={attempt} {...callbacks} />);
    await waitFor(() => expect(callbacks.onFail).toHaveBeenCalledWith(PAYPAL_NOT_LOADED));
    expect(screen.queryByRole('button', { name: 'PayPal' })).not.toBeInTheDocument();
  });
});

describe('PaypalButtonsStep without a client id in the runtime config', () => {
  withPaymentKeys({ stripePublishableKey: 'pk_test_abc' });

  it('says the method is not available and renders no PayPal script', async () => {
    const callbacks = stepCallbacks();
    paypal.options = null;
    render(<PaypalButtonsStep attempt={attempt} {...callbacks} />);
    await waitFor(() => expect(callbacks.onFail).toHaveBeenCalledWith(GATEWAY_NOT_CONFIGURED));
    expect(paypal.options).toBeNull();
  });
});
