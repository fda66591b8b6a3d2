import type { ComponentType } from 'react';
import type { PaymentAttempt } from 'shared-contracts';

/**
 * The one interface of a gateway's client step, sandbox or real SDK alike: it is shown for an
 * attempt create-payment began, and ends with the proof verify-payment checks or a cancel.
 * The server's adapters (api-server payment-gateways.ts) verify the same proof on their side.
 */
export interface GatewayStepProps {
  attempt: PaymentAttempt;
  /**
   * The shopper approved. Sandbox proofs: the card number (Stripe), 'approve' (PayPal), 'pay'
   * (Google Pay); real ones: the PaymentIntent id, the PayPal order id, the Google Pay token.
   */
  onApprove: (proof: string) => void;
  /** The card form, PayPal window or Google Pay sheet was closed without paying: not an error. */
  onCancel: () => void;
  /**
   * The step cannot go on (a provider's SDK did not load, the page has no key for it, the provider
   * refused before any payment): the attempt ends with `message` shown by Pay, the cart kept.
   */
  onFail: (message: string) => void;
}

export type GatewayStep = ComponentType<GatewayStepProps>;
