import { configuredGateways } from '../modules/checkout/real-gateways';
import { paymentsFromEnv } from './payments';

describe('payment keys from the environment', () => {
  it('runs every gateway in its sandbox without keys', () => {
    const payments = paymentsFromEnv({});
    expect(payments).toEqual({ timeoutMs: 15_000 });
    const gateways = configuredGateways(payments);
    expect([gateways.stripe.sandbox, gateways.paypal.sandbox, gateways['google-pay'].sandbox]).toEqual([
      true,
      true,
      true,
    ]);
  });

  it('turns each provider on by its own keys; Google Pay needs Stripe to process its token', () => {
    const payments = paymentsFromEnv({
      STRIPE_SECRET_KEY: 'sk_test_1',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_1',
      PAYPAL_CLIENT_ID: 'id',
      PAYPAL_CLIENT_SECRET: 'secret',
      GOOGLE_PAY_MERCHANT_ID: 'BCR2DN4T0000000',
      PAYMENT_TIMEOUT_MS: '5000',
    });
    expect(payments).toEqual({
      timeoutMs: 5000,
      stripe: { secretKey: 'sk_test_1', publishableKey: 'pk_test_1', apiUrl: null },
      paypal: { clientId: 'id', clientSecret: 'secret', apiUrl: 'https://api-m.sandbox.paypal.com' },
      googlePay: { merchantId: 'BCR2DN4T0000000', merchantName: 'Storefront', environment: 'TEST' },
    });
    const gateways = configuredGateways(payments);
    expect([gateways.stripe.sandbox, gateways.paypal.sandbox, gateways['google-pay'].sandbox]).toEqual([
      false,
      false,
      false,
    ]);
    const stripeOnly = configuredGateways(paymentsFromEnv({ STRIPE_SECRET_KEY: 'sk_test_1' }));
    expect([stripeOnly.stripe.sandbox, stripeOnly.paypal.sandbox, stripeOnly['google-pay'].sandbox]).toEqual([
      false,
      true,
      true,
    ]);
  });

  it.each([
    [{ STRIPE_SECRET_KEY: 'pk_test_1' }, 'STRIPE_SECRET_KEY must be a secret key'],
    [{ PAYPAL_CLIENT_ID: 'id' }, 'PAYPAL_CLIENT_ID and PAYPAL_CLIENT_SECRET must be set together'],
    [
      { GOOGLE_PAY_MERCHANT_ID: 'm' },
      'GOOGLE_PAY_MERCHANT_ID needs STRIPE_SECRET_KEY and STRIPE_PUBLISHABLE_KEY',
    ],
    [
      {
        STRIPE_SECRET_KEY: 'sk_1',
        STRIPE_PUBLISHABLE_KEY: 'pk_1',
        GOOGLE_PAY_MERCHANT_ID: 'm',
        GOOGLE_PAY_ENVIRONMENT: 'live',
      },
      'GOOGLE_PAY_ENVIRONMENT must be TEST or PRODUCTION',
    ],
    [{ STRIPE_SECRET_KEY: 'sk_1', STRIPE_API_URL: 'ftp://x' }, 'STRIPE_API_URL must be an http(s) URL'],
  ])('fails at start on a bad payment setting: %j', (env, message) => {
    expect(() => paymentsFromEnv(env)).toThrow(message);
  });
});
