import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import GooglePayStep from './google-pay-step';
import { GOOGLE_PAY_FAILED, GOOGLE_PAY_NOT_LOADED, GOOGLE_PAY_UNAVAILABLE } from './real-step-messages';
import { realAttempt, stepCallbacks, withPaymentKeys } from '../../../testing/checkout-test-kit';

// Google's pay.js is the edge: @google-pay/button-react is mocked at its import and keeps the
// props it was given, so a test can act as Google's payment sheet.
interface ButtonProps {
  environment: string;
  paymentRequest: unknown;
  onReadyToPayChange: (result: { isReadyToPay: boolean; isButtonVisible: boolean }) => void;
  onLoadPaymentData: (data: { paymentMethodData: { tokenizationData: { token: string } } }) => void;
  onCancel: (reason: { statusCode: string }) => void;
  onError: (error: unknown) => void;
}
jest.mock('@google-pay/button-react', () => {
  const state: { props: ButtonProps | null } = { props: null };
  return {
    __esModule: true,
    mockState: state,
    default: (props: ButtonProps) => {
      state.props = props;
      return <button type="button">Buy with GPay</button>;
    },
  };
});
const googlePay = jest.requireMock<{ mockState: { props: ButtonProps | null } }>(
  '@google-pay/button-react',
).mockState;

const paymentRequest = {
  apiVersion: 2,
  apiVersionMinor: 0,
  allowedPaymentMethods: [{ type: 'CARD' }],
  transactionInfo: { totalPriceStatus: 'FINAL', totalPrice: '33.80', currencyCode: 'USD' },
  merchantInfo: { merchantId: 'BCR2DN4T0000000' },
};
const attempt = realAttempt('google-pay', {
  payment_request: JSON.stringify(paymentRequest),
  environment: 'TEST',
});
const token = JSON.stringify({ id: 'tok_1', object: 'token' });

function button(): ButtonProps {
  if (!googlePay.props) throw new Error('Google Pay button not rendered');
  return googlePay.props;
}

describe('GooglePayStep (keys configured on the API)', () => {
  withPaymentKeys(undefined);
  beforeEach(() => {
    googlePay.props = null;
  });

  it('shows Google’s button for the API’s payment request and approves with the sheet’s token', () => {
    const callbacks = stepCallbacks();
    render(<GooglePayStep attempt={attempt} {...callbacks} />);
    expect(screen.getByRole('heading', { name: 'Google Pay' })).toHaveFocus();
    expect(screen.getByRole('status')).toHaveTextContent('Loading Google Pay…');
    expect(button()).toMatchObject({ environment: 'TEST', paymentRequest });

    act(() => button().onReadyToPayChange({ isReadyToPay: true, isButtonVisible: true }));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    act(() => button().onLoadPaymentData({ paymentMethodData: { tokenizationData: { token } } }));

    expect(callbacks.onApprove).toHaveBeenCalledWith(token);
    expect(callbacks.onFail).not.toHaveBeenCalled();
  });

  it('treats closing the payment sheet as a cancel, not an error', () => {
    const callbacks = stepCallbacks();
    render(<GooglePayStep attempt={attempt} {...callbacks} />);
    act(() => button().onCancel({ statusCode: 'CANCELED' }));
    expect(callbacks.onCancel).toHaveBeenCalledTimes(1);
    expect(callbacks.onFail).not.toHaveBeenCalled();
  });

  it('cancels with the Cancel button', async () => {
    const callbacks = stepCallbacks();
    render(<GooglePayStep attempt={attempt} {...callbacks} />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Cancel' }));
    expect(callbacks.onCancel).toHaveBeenCalledTimes(1);
  });

  it.each([
    [
      'pay.js fails to load',
      new Error('Unable to load script https://pay.google.com/gp/p/js/pay.js'),
      GOOGLE_PAY_NOT_LOADED,
    ],
    [
      'Google refuses the request',
      { statusCode: 'DEVELOPER_ERROR', statusMessage: 'bad merchant' },
      GOOGLE_PAY_FAILED,
    ],
  ])('ends the attempt with a message when %s', (_case, error, message) => {
    const callbacks = stepCallbacks();
    render(<GooglePayStep attempt={attempt} {...callbacks} />);
    act(() => button().onError(error));
    expect(callbacks.onFail).toHaveBeenCalledWith(message);
    expect(callbacks.onApprove).not.toHaveBeenCalled();
  });

  it('says Google Pay is not available when the browser cannot pay with it', () => {
    const callbacks = stepCallbacks();
    render(<GooglePayStep attempt={attempt} {...callbacks} />);
    act(() => button().onReadyToPayChange({ isReadyToPay: false, isButtonVisible: false }));
    expect(callbacks.onFail).toHaveBeenCalledWith(GOOGLE_PAY_UNAVAILABLE);
  });

  it('refuses a payment request it cannot read, without showing Google’s button', () => {
    const callbacks = stepCallbacks();
    render(<GooglePayStep attempt={{ ...attempt, client_data: { payment_request: '{' } }} {...callbacks} />);
    expect(callbacks.onFail).toHaveBeenCalledWith(GOOGLE_PAY_FAILED);
    expect(googlePay.props).toBeNull();
  });
});
