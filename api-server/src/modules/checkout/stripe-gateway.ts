import Stripe from 'stripe';
import type { PaymentGatewayId } from 'shared-contracts';
import type { PaymentsConfig } from '../../config';
import {
  ProviderUnavailable,
  type BegunAttempt,
  type GatewayOutcome,
  type PaymentGatewayAdapter,
} from './payment-gateways';

// Stripe behind the gateway interface, with the official `stripe` package: a PaymentIntent is
// made for the server's total, the browser confirms it with its client secret (Stripe.js), and
// verify reads the PaymentIntent back from Stripe. The client's proof is never trusted: the
// server asks about the PaymentIntent it made itself and compares amount and currency.
// Google Pay's token is processed by the same Stripe account (googlePayGateway below).

type StripeConfig = NonNullable<PaymentsConfig['stripe']>;
type GooglePayConfig = NonNullable<PaymentsConfig['googlePay']>;

export const AMOUNT_MISMATCH =
  'The amount paid did not match your order, so the payment was given back. Please try again.';
const NOT_COMPLETED = 'Your card was not charged. Please try again.';
const UNUSABLE_GOOGLE_PAY_CARD =
  'Google Pay did not send a card we can charge. Please try again or pay by card.';
const ACTION_NEEDED = 'Your bank asked to confirm this payment. Please pay by card instead.';

/** A Stripe client for `config`; `apiUrl` points it at another origin (a fake Stripe in tests). */
export function stripeClient(config: StripeConfig, timeoutMs: number): Stripe {
  const url = config.apiUrl ? new URL(config.apiUrl) : null;
  return new Stripe(config.secretKey, {
    timeout: timeoutMs,
    // Retried calls carry the same idempotency key (ours, or the one the package adds), so a
    // retry never makes a second PaymentIntent or charge.
    maxNetworkRetries: 1,
    telemetry: false,
    ...(url
      ? {
          protocol: url.protocol === 'http:' ? 'http' : 'https',
          host: url.hostname,
          port: url.port || (url.protocol === 'http:' ? 80 : 443),
        }
      : {}),
  });
}

/** A refusal that is the shopper's to fix (a declined card), not the provider's failure. */
class Declined extends Error {
  constructor(readonly outcome: GatewayOutcome & { status: 'declined' }) {
    super(outcome.message);
  }
}

const declined = (message: string): GatewayOutcome & { status: 'declined' } => ({
  status: 'declined',
  message,
});

/**
 * Runs a Stripe call: a card error is a decline, a request Stripe refused about the shopper's
 * own input (`badInput`, e.g. a Google Pay token) too; anything else (connection, time-out, 5xx,
 * keys, rate limit) leaves the outcome unknown.
 */
async function ask<T>(gateway: PaymentGatewayId, run: () => Promise<T>, badInput?: string): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof Stripe.errors.StripeCardError) throw new Declined(declined(error.message));
    if (badInput && error instanceof Stripe.errors.StripeInvalidRequestError) {
      throw new Declined(declined(badInput));
    }
    if (error instanceof Stripe.errors.StripeError) {
      throw new ProviderUnavailable(gateway, `${error.type} ${error.statusCode ?? ''} ${error.message}`);
    }
    throw error;
  }
}

/** Runs `run`, answering a decline it raised as the outcome. */
async function outcomeOrDecline(run: () => Promise<GatewayOutcome>): Promise<GatewayOutcome> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof Declined) return error.outcome;
    throw error;
  }
}

interface IntentOps {
  gateway: PaymentGatewayId;
  stripe: Stripe;
}

/** A PaymentIntent for the server's total; the attempt's key makes a repeat return the same one. */
async function createIntent(
  { gateway, stripe }: IntentOps,
  amountCents: number,
  currency: string,
  key: string,
): Promise<Stripe.PaymentIntent> {
  return ask(gateway, () =>
    stripe.paymentIntents.create(
      { amount: amountCents, currency: currency.toLowerCase(), allowed_payment_method_types: ['card'] },
      // The amount is part of the key: Stripe refuses a key reused with other parameters.
      { idempotencyKey: `payment-${key}-${amountCents}` },
    ),
  );
}

/**
 * Cancels an open PaymentIntent, so Stripe.js can no longer confirm it. Stripe refuses to cancel
 * one that succeeded meanwhile: that refusal leaves the outcome to the next lookup (unavailable).
 */
async function cancelIntent({ gateway, stripe }: IntentOps, reference: string) {
  await ask(gateway, () =>
    stripe.paymentIntents.cancel(reference, {}, { idempotencyKey: `cancel-${reference}` }),
  );
}

async function refundIntent({ gateway, stripe }: IntentOps, reference: string, amountCents: number) {
  await ask(gateway, () =>
    stripe.refunds.create(
      { payment_intent: reference, amount: amountCents },
      { idempotencyKey: `refund-${reference}` },
    ),
  );
}

/**
 * What a PaymentIntent says: succeeded (for our amount and currency), declined, cancelled, or
 * null while it is still open. A succeeded intent of another amount is given back and declined.
 */
async function settle(
  ops: IntentOps,
  intent: Stripe.PaymentIntent,
  amountCents: number,
  currency: string,
): Promise<GatewayOutcome | null> {
  switch (intent.status) {
    case 'succeeded': {
      const received = intent.amount_received || intent.amount;
      if (received === amountCents && intent.currency === currency.toLowerCase()) {
        return { status: 'succeeded' };
      }
      await refundIntent(ops, intent.id, received);
      return declined(AMOUNT_MISMATCH);
    }
    case 'canceled':
      return { status: 'cancelled' };
    case 'requires_payment_method':
      return intent.last_payment_error
        ? declined(intent.last_payment_error.message ?? 'Your card was declined.')
        : null;
    default:
      return null;
  }
}

async function retrieve(ops: IntentOps, reference: string): Promise<Stripe.PaymentIntent> {
  return ask(ops.gateway, () => ops.stripe.paymentIntents.retrieve(reference));
}

/** What Stripe says of a PaymentIntent now, or null while it is open. */
async function lookupIntent(
  ops: IntentOps,
  reference: string,
  amountCents: number,
  currency: string,
): Promise<GatewayOutcome | null> {
  try {
    return await settle(ops, await retrieve(ops, reference), amountCents, currency);
  } catch (error) {
    if (error instanceof Declined) return error.outcome;
    throw error;
  }
}

/** The Stripe card gateway: Stripe.js confirms the PaymentIntent in the browser, verify reads it. */
export function stripeGateway(stripe: Stripe): PaymentGatewayAdapter {
  const ops: IntentOps = { gateway: 'stripe', stripe };
  return {
    id: 'stripe',
    name: 'Stripe',
    sandbox: false,
    async begin(amountCents, currency, key): Promise<BegunAttempt> {
      const intent = await createIntent(ops, amountCents, currency, key);
      if (!intent.client_secret)
        throw new ProviderUnavailable('stripe', 'PaymentIntent without client secret');
      return { reference: intent.id, clientData: { client_secret: intent.client_secret } };
    },
    // The proof (the PaymentIntent id Stripe.js reports) is not used: the server's own
    // reference is what is asked about, so another checkout's PaymentIntent proves nothing.
    verify: (reference, _proof, amountCents, currency) =>
      outcomeOrDecline(async () => {
        const intent = await retrieve(ops, reference);
        if (intent.status === 'processing') {
          throw new ProviderUnavailable('stripe', `PaymentIntent ${reference} is still processing`);
        }
        return (await settle(ops, intent, amountCents, currency)) ?? declined(NOT_COMPLETED);
      }),
    lookup: (reference, amountCents, currency) => lookupIntent(ops, reference, amountCents, currency),
    refund: (reference, amountCents) => refundIntent(ops, reference, amountCents),
    cancel: (reference) => cancelIntent(ops, reference),
  };
}

/** Google Pay's PaymentDataRequest for the server's total, tokenized for Stripe. */
export function googlePayRequest(
  config: GooglePayConfig,
  publishableKey: string,
  amountCents: number,
  currency: string,
) {
  return {
    apiVersion: 2,
    apiVersionMinor: 0,
    allowedPaymentMethods: [
      {
        type: 'CARD',
        parameters: {
          allowedAuthMethods: ['PAN_ONLY', 'CRYPTOGRAM_3DS'],
          allowedCardNetworks: ['AMEX', 'DISCOVER', 'MASTERCARD', 'VISA'],
        },
        tokenizationSpecification: {
          type: 'PAYMENT_GATEWAY',
          parameters: {
            gateway: 'stripe',
            'stripe:version': '2018-10-31',
            'stripe:publishableKey': publishableKey,
          },
        },
      },
    ],
    merchantInfo: { merchantId: config.merchantId, merchantName: config.merchantName },
    transactionInfo: {
      totalPriceStatus: 'FINAL',
      totalPriceLabel: 'Total',
      totalPrice: (amountCents / 100).toFixed(2),
      currencyCode: currency.toUpperCase(),
      countryCode: 'US',
    },
  };
}

/** The Stripe token id inside a Google Pay token (`tokenizationData.token`, a JSON string), or null. */
export function stripeTokenOf(proof: string): string | null {
  try {
    const token = JSON.parse(proof) as { id?: unknown };
    return typeof token.id === 'string' && /^tok_\w+$/.test(token.id) ? token.id : null;
  } catch {
    return null;
  }
}

/**
 * Google Pay, processed by Stripe: begin makes the PaymentIntent and the payment sheet's request
 * for the server's total; verify turns the sheet's token into a card and confirms the intent.
 */
export function googlePayGateway(
  stripe: Stripe,
  config: GooglePayConfig,
  publishableKey: string,
): PaymentGatewayAdapter {
  const ops: IntentOps = { gateway: 'google-pay', stripe };
  return {
    id: 'google-pay',
    name: 'Google Pay',
    sandbox: false,
    async begin(amountCents, currency, key) {
      const intent = await createIntent(ops, amountCents, currency, key);
      const request = googlePayRequest(config, publishableKey, amountCents, currency);
      return {
        reference: intent.id,
        clientData: { payment_request: JSON.stringify(request), environment: config.environment },
      };
    },
    verify: (reference, proof, amountCents, currency) =>
      outcomeOrDecline(async () => {
        // A repeat after a lost answer: the intent may be confirmed already.
        const earlier = await settle(ops, await retrieve(ops, reference), amountCents, currency);
        if (earlier) return earlier;
        const token = stripeTokenOf(proof);
        if (!token) return declined(UNUSABLE_GOOGLE_PAY_CARD);
        const method = await ask(
          'google-pay',
          () =>
            stripe.paymentMethods.create(
              { type: 'card', card: { token } },
              { idempotencyKey: `gpay-method-${reference}-${token}` },
            ),
          UNUSABLE_GOOGLE_PAY_CARD,
        );
        const intent = await ask(
          'google-pay',
          () =>
            stripe.paymentIntents.confirm(
              reference,
              { payment_method: method.id },
              { idempotencyKey: `gpay-confirm-${reference}-${token}` },
            ),
          UNUSABLE_GOOGLE_PAY_CARD,
        );
        if (intent.status === 'requires_action') return declined(ACTION_NEEDED);
        if (intent.status === 'processing') {
          throw new ProviderUnavailable('google-pay', `PaymentIntent ${reference} is still processing`);
        }
        return (await settle(ops, intent, amountCents, currency)) ?? declined(NOT_COMPLETED);
      }),
    lookup: (reference, amountCents, currency) => lookupIntent(ops, reference, amountCents, currency),
    refund: (reference, amountCents) => refundIntent(ops, reference, amountCents),
    cancel: (reference) => cancelIntent(ops, reference),
  };
}
