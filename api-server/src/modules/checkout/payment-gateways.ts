import { randomUUID } from 'node:crypto';
import type { PaymentGatewayId } from 'shared-contracts';

// One interface for every payment provider, sandbox or real. Each gateway runs its sandbox while
// its keys are not configured, so the whole purchase works with no network; with keys, the real
// adapter (real-gateways.ts) asks the provider. The checkout remote's gateway steps are the
// client half of the same interface: they produce the proof `verify` checks.

export type GatewayOutcome =
  { status: 'succeeded' } | { status: 'declined'; message: string } | { status: 'cancelled' };

export interface BegunAttempt {
  /** The provider's id of the attempt (PaymentIntent id, PayPal order id, sandbox reference). */
  reference: string;
  /** What the client's step needs (client secret, PayPal order id, publishable key...). */
  clientData: Record<string, string>;
}

export interface PaymentGatewayAdapter {
  readonly id: PaymentGatewayId;
  readonly name: string;
  readonly sandbox: boolean;
  /**
   * Starts an attempt with the provider for the server's total. `idempotencyKey` is the attempt's
   * own key: real adapters forward it, so a repeated begin makes no second PaymentIntent or order.
   */
  begin(amountCents: number, currency: string, idempotencyKey: string): Promise<BegunAttempt>;
  /** Whether the attempt went through, from the proof the client's step produced. */
  verify(reference: string, proof: string, amountCents: number, currency: string): Promise<GatewayOutcome>;
  /**
   * What the provider says of an attempt still pending here, without the shopper (an answer lost
   * to a time-out): a settled outcome, or null while it is open. Sandboxes keep no state: none.
   */
  lookup?(reference: string, amountCents: number, currency: string): Promise<GatewayOutcome | null>;
  /** Gives a settled payment back (the stock ran out before the order was made). */
  refund(reference: string, amountCents: number): Promise<void>;
  /**
   * Voids an attempt still open at the provider (the cart changed while it was open), so the
   * browser can no longer complete it. Absent where an open attempt cannot take money without
   * this server (sandboxes; PayPal, whose approved order is captured only by verify).
   */
  cancel?(reference: string): Promise<void>;
}

/**
 * The provider could not be asked (network failure, time-out, 5xx, bad keys): the outcome is
 * unknown, so the attempt stays pending and nothing is recorded or charged again.
 */
export class ProviderUnavailable extends Error {
  constructor(
    readonly gateway: PaymentGatewayId,
    detail: string,
  ) {
    super(`${gateway}: ${detail}`);
    this.name = 'ProviderUnavailable';
  }
}

/** Stripe's documented test cards, as its sandbox answers them. */
export const STRIPE_TEST_CARDS: Readonly<Record<string, GatewayOutcome>> = {
  '4242424242424242': { status: 'succeeded' },
  '4000000000000002': { status: 'declined', message: 'Your card was declined.' },
  '4000000000009995': { status: 'declined', message: 'Your card has insufficient funds.' },
};

export const stripeSandbox: PaymentGatewayAdapter = {
  id: 'stripe',
  name: 'Stripe',
  sandbox: true,
  begin: () => {
    const reference = `pi_sandbox_${randomUUID().replace(/-/g, '')}`;
    return Promise.resolve({ reference, clientData: { client_secret: `${reference}_secret_sandbox` } });
  },
  // The proof is the card number of the sandbox card form (spaces allowed).
  verify: (_reference, proof) =>
    Promise.resolve(
      STRIPE_TEST_CARDS[proof.replace(/[\s-]/g, '')] ?? {
        status: 'declined',
        message: 'Your card number is incorrect.',
      },
    ),
  refund: () => Promise.resolve(),
};

/** A sandbox whose window or sheet has an accept button and a Cancel button. */
function buttonSandbox(id: PaymentGatewayId, name: string, accept: string): PaymentGatewayAdapter {
  return {
    id,
    name,
    sandbox: true,
    begin: () => {
      const reference = `${id}-sandbox-${randomUUID()}`;
      return Promise.resolve({ reference, clientData: { order_id: reference } });
    },
    verify: (_reference, proof) => {
      if (proof === accept) return Promise.resolve({ status: 'succeeded' });
      if (proof === 'cancel') return Promise.resolve({ status: 'cancelled' });
      return Promise.resolve({ status: 'declined', message: `${name} could not confirm the payment.` });
    },
    refund: () => Promise.resolve(),
  };
}

/** The sandboxes by id: PayPal's approves with 'approve', Google Pay's pays with 'pay'. */
export const SANDBOX_GATEWAYS: Readonly<Record<PaymentGatewayId, PaymentGatewayAdapter>> = {
  paypal: buttonSandbox('paypal', 'Paypal', 'approve'),
  stripe: stripeSandbox,
  'google-pay': buttonSandbox('google-pay', 'Google Pay', 'pay'),
};

export type PaymentGateways = Readonly<Record<PaymentGatewayId, PaymentGatewayAdapter>>;

/** The gateway of `id` among `gateways`, or null for an unknown id. */
export function gatewayById(gateways: PaymentGateways, id: string): PaymentGatewayAdapter | null {
  return Object.prototype.hasOwnProperty.call(gateways, id) ? gateways[id as PaymentGatewayId] : null;
}
