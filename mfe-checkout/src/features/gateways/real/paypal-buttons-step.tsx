import { PayPalButtons, PayPalScriptProvider, usePayPalScriptReducer } from '@paypal/react-paypal-js';
import { useEffect } from 'react';
import { getRuntimeConfig } from 'shared-contracts';
import type { GatewayStepProps } from '../gateway-step';
import { RealStepPanel } from './real-step-panel';
import { GATEWAY_NOT_CONFIGURED, PAYPAL_FAILED, PAYPAL_NOT_LOADED } from './real-step-messages';
import { useStepOutcome, type StepOutcome } from './use-step-outcome';

/** PayPal's buttons once its SDK is loaded; they open PayPal's window for the API's order. */
function Buttons({ orderId, outcome }: { orderId: string; outcome: StepOutcome }) {
  const [{ isPending, isRejected }] = usePayPalScriptReducer();
  useEffect(() => {
    if (isRejected) outcome.fail(PAYPAL_NOT_LOADED);
  }, [isRejected, outcome]);
  if (isRejected) return null;
  if (isPending) return <p role="status">Loading PayPal…</p>;
  return (
    <PayPalButtons
      style={{ layout: 'vertical', label: 'pay' }}
      // The order is the API's, made for the server's total by create-payment (paypal/initiate).
      createOrder={() => Promise.resolve(orderId)}
      onApprove={(data) => {
        outcome.approve(data.orderID);
        return Promise.resolve();
      }}
      // Closing PayPal's window is not an error: Pay is available again.
      onCancel={() => outcome.cancel()}
      onError={() => outcome.fail(PAYPAL_FAILED)}
    />
  );
}

/**
 * PayPal's step with keys configured: the PayPal JS SDK (loaded now, from paypal.com) shows its
 * buttons; the shopper approves in PayPal's window and the approved order id is the proof the API
 * captures.
 */
export default function PaypalButtonsStep({ attempt, ...callbacks }: GatewayStepProps) {
  const outcome = useStepOutcome(callbacks);
  const clientId = getRuntimeConfig().payments?.paypalClientId;
  useEffect(() => {
    if (!clientId) outcome.fail(GATEWAY_NOT_CONFIGURED);
  }, [clientId, outcome]);
  if (!clientId) return null;
  return (
    <RealStepPanel
      title="PayPal"
      note="Press the PayPal button and approve the payment in PayPal's window."
      attempt={attempt}
      onCancel={outcome.cancel}
    >
      <PayPalScriptProvider options={{ clientId, currency: attempt.amount.currency, intent: 'capture' }}>
        <Buttons orderId={attempt.client_data.order_id ?? ''} outcome={outcome} />
      </PayPalScriptProvider>
    </RealStepPanel>
  );
}
