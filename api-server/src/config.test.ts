import { join } from 'node:path';
import { configFromEnv, DEFAULT_CORS_ORIGINS, paymentsFromEnv } from './config';
import { configuredGateways } from './modules/checkout/real-gateways';

const packageRoot = join(__dirname, '..');

describe('configuration from the environment', () => {
  it('serves PGlite in <api-server>/data on 127.0.0.1:8000 by default', () => {
    const { api, listen } = configFromEnv({});
    expect(listen).toEqual({ port: 8000, host: '127.0.0.1' });
    expect(api.database).toEqual({ driver: 'pglite', dataDir: join(packageRoot, 'data') });
    expect(api.migrationsDir).toBe(join(packageRoot, 'migrations'));
    expect(api.tokens).toEqual({
      // No key in the repository: the server makes one and keeps it in its database.
      secret: null,
      accessTtlSeconds: 900,
      refreshTtlSeconds: 604_800,
      sessionTtlSeconds: 2_592_000,
    });
    expect(api.corsOrigins).toEqual(DEFAULT_CORS_ORIGINS);
    expect(api.seedDevUsers).toBe(true);
  });

  it('switches to PostgreSQL when DATABASE_URL is set', () => {
    const { api } = configFromEnv({ DATABASE_URL: 'postgres://db/app', DATABASE_SCHEMA: 'api' });
    expect(api.database).toEqual({ driver: 'postgres', url: 'postgres://db/app', schema: 'api' });
  });

  it('reads port, host, CORS origins, token lifetimes and log level', () => {
    const { api, listen } = configFromEnv({
      PORT: '9000',
      HOST: '0.0.0.0',
      CORS_ORIGINS: 'https://a.example, https://*.b.example',
      ACCESS_TOKEN_TTL_SECONDS: '60',
      LOG_LEVEL: 'warn',
      DATA_DIR: '/tmp/api-data',
    });
    expect(listen).toEqual({ port: 9000, host: '0.0.0.0' });
    expect(api.corsOrigins).toEqual(['https://a.example', 'https://*.b.example']);
    expect(api.tokens.accessTtlSeconds).toBe(60);
    expect(api.logLevel).toBe('warn');
    expect(api.database).toEqual({ driver: 'pglite', dataDir: '/tmp/api-data' });
  });

  it('links mail to the local site by default, and to SITE_URL, BRAND_HOSTS and PRODUCT_WORD when set', () => {
    expect(configFromEnv({}).api.site).toEqual({
      url: 'http://localhost:3000',
      brandHosts: {
        stud: 'stud.localhost',
        cele: 'varicocele.localhost',
        celeorg: 'varicoceleorg.localhost',
      },
      productWord: 'varico',
    });
    expect(configFromEnv({ PRODUCT_WORD: 'acme' }).api.site?.brandHosts.cele).toBe('acmecele.localhost');
    expect(
      configFromEnv({
        SITE_URL: 'https://www.example',
        BRAND_HOSTS: 'stud=stud.example, cele=acmecele.example',
        PRODUCT_WORD: 'acme',
      }).api.site,
    ).toEqual({
      url: 'https://www.example',
      brandHosts: { stud: 'stud.example', cele: 'acmecele.example' },
      productWord: 'acme',
    });
  });

  it('takes the A/B Edit link base from AB_EDIT_URL_BASE: a path or an http(s) URL ending with a slash', () => {
    expect(configFromEnv({}).api.abEditUrlBase).toBeUndefined();
    expect(configFromEnv({ AB_EDIT_URL_BASE: 'https://cms.example.com/ab/' }).api.abEditUrlBase).toBe(
      'https://cms.example.com/ab/',
    );
    expect(configFromEnv({ AB_EDIT_URL_BASE: '/editor/' }).api.abEditUrlBase).toBe('/editor/');
    for (const bad of ['javascript:alert(1)/', '//evil.example/', 'https://cms.example.com/ab', 'editor/'])
      expect(() => configFromEnv({ AB_EDIT_URL_BASE: bad })).toThrow('AB_EDIT_URL_BASE must be');
  });

  it('takes TOKEN_SECRET when set', () => {
    expect(configFromEnv({ TOKEN_SECRET: 's'.repeat(32) }).api.tokens.secret).toBe('s'.repeat(32));
  });

  it('requires TOKEN_SECRET in production, and does not seed there', () => {
    expect(() => configFromEnv({ NODE_ENV: 'production' })).toThrow('TOKEN_SECRET must be set in production');
    const { api } = configFromEnv({ NODE_ENV: 'production', TOKEN_SECRET: 'p'.repeat(40) });
    expect(api.seedDevUsers).toBe(false);
  });

  it.each([
    [{ PORT: 'eighty' }, 'PORT must be a positive integer'],
    [{ TOKEN_SECRET: 'short' }, 'TOKEN_SECRET must have at least 32 characters'],
    [{ SEED_DEV_USERS: 'maybe' }, 'SEED_DEV_USERS must be true or false'],
    [{ DATABASE_URL: 'postgres://db/app', DATABASE_SCHEMA: 'x; drop table users' }, 'DATABASE_SCHEMA'],
    [{ SITE_URL: 'http://localhost:3000/stud' }, 'SITE_URL must be an http(s) origin'],
    [{ BRAND_HOSTS: 'shop=shop.example' }, 'BRAND_HOSTS entries are <brand>=<hostname>'],
  ])('fails at start on a bad value: %j', (env, message) => {
    expect(() => configFromEnv(env)).toThrow(message);
  });
});

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
