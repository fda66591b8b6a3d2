import { lazy, Suspense } from 'react';
import type { GatewayStepProps } from './gateway-step';

// Each step is its own chunk, loaded when an attempt needs it: the checkout page does not
// download a dialog (or, with keys configured, a provider's SDK) before Pay is pressed.
const StripeSandboxCardForm = lazy(() => import('./sandbox/stripe-sandbox-card-form'));
const PaypalSandboxDialog = lazy(() => import('./sandbox/paypal-sandbox-dialog'));
const GooglePaySandboxSheet = lazy(() => import('./sandbox/google-pay-sandbox-sheet'));

/** The client step of the attempt's gateway: the card form, the PayPal window or the Google Pay sheet. */
export function GatewayStepView(props: GatewayStepProps) {
  return (
    <Suspense fallback={null}>
      {props.attempt.gateway === 'stripe' && <StripeSandboxCardForm {...props} />}
      {props.attempt.gateway === 'paypal' && <PaypalSandboxDialog {...props} />}
      {props.attempt.gateway === 'google-pay' && <GooglePaySandboxSheet {...props} />}
    </Suspense>
  );
}
