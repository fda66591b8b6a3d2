import { randomUUID } from 'node:crypto';
import type { PaymentGatewayId } from 'shared-contracts';

// One interface for every payment provider. Each has a sandbox used when its keys are not
// configured (always, in this build: the real providers' server calls cannot run offline and
// are not wired yet), so the whole purchase works with no network.

export type GatewayOutcome =
  { status: 'succeeded' } | { status: 'declined'; message: string } | { status: 'cancelled' };

export interface PaymentGatewayAdapter {
  readonly id: PaymentGatewayId;
  readonly name: string;
  readonly sandbox: boolean;
  /** Starts an attempt with the provider: its reference and what the client's step needs. */
  begin(amountCents: number, currency: string): { reference: string; clientData: Record<string, string> };
  /** Whether the attempt went through, from the proof the client's step produced. */
  verify(reference: string, proof: string): GatewayOutcome;
}

/** Stripe's documented test cards, as its sandbox answers them. */
export const STRIPE_TEST_CARDS: Readonly<Record<string, GatewayOutcome>> = {
  '4242424242424242': { status: 'succeeded' },
  '4000000000000002': { status: 'declined', message: 'Your card was declined.' },
  '4000000000009995': { status: 'declined', message: 'Your card has insufficient funds.' },
};

const stripeSandbox: PaymentGatewayAdapter = {
  id: 'stripe',
  name: 'Stripe',
  sandbox: true,
  begin: () => {
    const reference = `pi_sandbox_${randomUUID().replace(/-/g, '')}`;
    return { reference, clientData: { client_secret: `${reference}_secret_sandbox` } };
  },
  // The proof is the card number of the sandbox card form (spaces allowed).
  verify: (_reference, proof) =>
    STRIPE_TEST_CARDS[proof.replace(/[\s-]/g, '')] ?? {
      status: 'declined',
      message: 'Your card number is incorrect.',
    },
};

/** A sandbox whose window or sheet has an accept button and a Cancel button. */
function buttonSandbox(id: PaymentGatewayId, name: string, accept: string): PaymentGatewayAdapter {
  return {
    id,
    name,
    sandbox: true,
    begin: () => {
      const reference = `${id}-sandbox-${randomUUID()}`;
      return { reference, clientData: { order_id: reference } };
    },
    verify: (_reference, proof) => {
      if (proof === accept) return { status: 'succeeded' };
      if (proof === 'cancel') return { status: 'cancelled' };
      return { status: 'declined', message: `${name} could not confirm the payment.` };
    },
  };
}

/** The gateways by id: PayPal's sandbox approves with 'approve', Google Pay's pays with 'pay'. */
export const PAYMENT_GATEWAYS: Readonly<Record<PaymentGatewayId, PaymentGatewayAdapter>> = {
  paypal: buttonSandbox('paypal', 'Paypal', 'approve'),
  stripe: stripeSandbox,
  'google-pay': buttonSandbox('google-pay', 'Google Pay', 'pay'),
};

export function gatewayById(id: string): PaymentGatewayAdapter | null {
  return Object.prototype.hasOwnProperty.call(PAYMENT_GATEWAYS, id)
    ? PAYMENT_GATEWAYS[id as PaymentGatewayId]
    : null;
}
