import { type Env, httpUrl, positiveInteger, text } from './env';

/**
 * Real payment providers. A gateway whose keys are absent runs its offline sandbox (ADR 0100), so
 * every field is optional; secret keys live here, in the server's environment, never in the
 * runtime config the browser reads.
 */
export interface PaymentsConfig {
  stripe?: {
    secretKey: string;
    /** Sent to Google Pay as Stripe's tokenization key (publishable, not secret). */
    publishableKey: string | null;
    /** Another API origin than https://api.stripe.com (tests: a fake Stripe on loopback). */
    apiUrl: string | null;
  };
  paypal?: {
    clientId: string;
    clientSecret: string;
    /** Orders v2 origin: https://api-m.sandbox.paypal.com (default) or https://api-m.paypal.com. */
    apiUrl: string;
  };
  /** Google Pay, its token processed by Stripe (needs `stripe` with a publishable key). */
  googlePay?: {
    merchantId: string;
    merchantName: string;
    environment: 'TEST' | 'PRODUCTION';
  };
  /** Longest wait for one provider call; past it the attempt stays pending and nothing is charged twice. */
  timeoutMs: number;
}

export const DEFAULT_PAYMENT_TIMEOUT_MS = 15_000;
export const PAYPAL_SANDBOX_API_URL = 'https://api-m.sandbox.paypal.com';

/** Each provider is on when its keys are set; half a pair of keys is a mistake, said at start. */
export function paymentsFromEnv(env: Env): PaymentsConfig {
  const payments: PaymentsConfig = {
    timeoutMs: positiveInteger(env, 'PAYMENT_TIMEOUT_MS', DEFAULT_PAYMENT_TIMEOUT_MS),
  };
  const stripeKey = text(env.STRIPE_SECRET_KEY);
  if (stripeKey) {
    if (/^pk_/.test(stripeKey))
      throw new Error('STRIPE_SECRET_KEY must be a secret key (sk_ or rk_), not pk_');
    payments.stripe = {
      secretKey: stripeKey,
      publishableKey: text(env.STRIPE_PUBLISHABLE_KEY) ?? null,
      apiUrl: httpUrl(env, 'STRIPE_API_URL') ?? null,
    };
  }
  const paypalId = text(env.PAYPAL_CLIENT_ID);
  const paypalSecret = text(env.PAYPAL_CLIENT_SECRET);
  if (Boolean(paypalId) !== Boolean(paypalSecret))
    throw new Error('PAYPAL_CLIENT_ID and PAYPAL_CLIENT_SECRET must be set together');
  if (paypalId && paypalSecret) {
    payments.paypal = {
      clientId: paypalId,
      clientSecret: paypalSecret,
      apiUrl: httpUrl(env, 'PAYPAL_API_URL') ?? PAYPAL_SANDBOX_API_URL,
    };
  }
  const merchantId = text(env.GOOGLE_PAY_MERCHANT_ID);
  if (merchantId) {
    if (!payments.stripe?.publishableKey)
      throw new Error(
        'GOOGLE_PAY_MERCHANT_ID needs STRIPE_SECRET_KEY and STRIPE_PUBLISHABLE_KEY: Stripe processes the Google Pay token',
      );
    const environment = text(env.GOOGLE_PAY_ENVIRONMENT)?.toUpperCase() ?? 'TEST';
    if (environment !== 'TEST' && environment !== 'PRODUCTION')
      throw new Error(`GOOGLE_PAY_ENVIRONMENT must be TEST or PRODUCTION, got "${environment}"`);
    payments.googlePay = {
      merchantId,
      merchantName: text(env.GOOGLE_PAY_MERCHANT_NAME) ?? 'Storefront',
      environment,
    };
  }
  return payments;
}
