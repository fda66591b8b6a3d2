import { Component, lazy, Suspense, type ReactNode } from 'react';
import type { PaymentGatewayId } from 'shared-contracts';
import type { GatewayStep, GatewayStepProps } from './gateway-step';

// Each step is its own chunk, loaded when an attempt needs it: the checkout page does not
// download a dialog before Pay is pressed, and a provider's SDK (with its package) only when the
// API answers a real attempt for it (keys configured; ADR 0100). No other page loads any of it.
const SANDBOX_STEPS: Record<PaymentGatewayId, GatewayStep> = {
  stripe: lazy(() => import('./sandbox/stripe-sandbox-card-form')),
  paypal: lazy(() => import('./sandbox/paypal-sandbox-dialog')),
  'google-pay': lazy(() => import('./sandbox/google-pay-sandbox-sheet')),
};
const REAL_STEPS: Record<PaymentGatewayId, GatewayStep> = {
  stripe: lazy(() => import('./real/stripe-card-step')),
  paypal: lazy(() => import('./real/paypal-buttons-step')),
  'google-pay': lazy(() => import('./real/google-pay-step')),
};

/** Said when a step's own chunk did not load (a lost connection, a redeploy). */
export const STEP_NOT_LOADED =
  'The payment step could not be loaded. Check your connection and press Pay again.';

/** A step whose chunk did not load ends the attempt with a message, never a broken page. */
class StepLoadBoundary extends Component<{ onFail: (message: string) => void; children: ReactNode }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch() {
    this.props.onFail(STEP_NOT_LOADED);
  }

  override render() {
    return this.state.failed ? null : this.props.children;
  }
}

/**
 * The client step of the attempt's gateway, sandbox or real as the API said of this attempt
 * (`attempt.sandbox`): the card form, the PayPal window or the Google Pay sheet.
 */
export function GatewayStepView(props: GatewayStepProps) {
  const Step = (props.attempt.sandbox ? SANDBOX_STEPS : REAL_STEPS)[props.attempt.gateway];
  return (
    <StepLoadBoundary key={props.attempt.id} onFail={props.onFail}>
      <Suspense fallback={null}>
        <Step {...props} />
      </Suspense>
    </StepLoadBoundary>
  );
}
