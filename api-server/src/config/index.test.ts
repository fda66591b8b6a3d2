import { join } from 'node:path';
import { configFromEnv, DEFAULT_CORS_ORIGINS } from '.';

const packageRoot = join(__dirname, '..', '..');

describe('configuration from the environment', () => {
  it('serves PGlite in <api-server>/data on 127.0.0.1:8000 by default', () => {
    const { api, listen } = configFromEnv({});
    // No drain by default: a stopped server closes at once (SHUTDOWN_DRAIN_MS, docs/production.md).
    expect(listen).toEqual({ port: 8000, host: '127.0.0.1', drainMs: 0 });
    expect(api.database).toEqual({ driver: 'pglite', dataDir: join(packageRoot, 'data') });
    expect(api.migrationsDir).toBe(join(packageRoot, 'migrations'));
    expect(api.tokens).toEqual({
      // No key in the repository: the server makes one and keeps it in its database.
      secret: null,
      accessTtlSeconds: 900,
      refreshTtlSeconds: 604_800,
      sessionTtlSeconds: 2_592_000,
      // Sessions and users are kept a second per server (docs/adr/0170).
      authCacheMs: 1_000,
    });
    expect(api.corsOrigins).toEqual(DEFAULT_CORS_ORIGINS);
    expect(api.seedDevUsers).toBe(false);
  });

  it('reads port, host, drain time, CORS origins, token lifetimes and log level', () => {
    const { api, listen } = configFromEnv({
      PORT: '9000',
      HOST: '0.0.0.0',
      CORS_ORIGINS: 'https://a.example, https://B.example:8443',
      ACCESS_TOKEN_TTL_SECONDS: '60',
      LOG_LEVEL: 'warn',
      DATA_DIR: '/tmp/api-data',
      SHUTDOWN_DRAIN_MS: '1500',
    });
    expect(listen).toEqual({ port: 9000, host: '0.0.0.0', drainMs: 1500 });
    expect(api.corsOrigins).toEqual(['https://a.example', 'https://b.example:8443']);
    expect(api.tokens.accessTtlSeconds).toBe(60);
    expect(api.logLevel).toBe('warn');
    expect(api.database).toEqual({ driver: 'pglite', dataDir: '/tmp/api-data' });
  });

  it.each([
    [{ PORT: 'eighty' }, 'PORT must be a positive integer'],
    [{ SEED_DEV_USERS: 'maybe' }, 'SEED_DEV_USERS must be true or false'],
    [{ CORS_ORIGINS: 'http://*.localhost:3000' }, 'CORS_ORIGINS must list exact origins'],
    [{ CORS_ORIGINS: '*' }, 'CORS_ORIGINS must list exact origins'],
    [{ CORS_ORIGINS: 'https://a.example/path' }, 'CORS_ORIGINS must list exact origins'],
  ])('fails at start on a bad value: %j', (env, message) => {
    expect(() => configFromEnv(env)).toThrow(message);
  });
});

describe('the CORS origins by default', () => {
  it("are the site's exact origins: its host, 127.0.0.1 beside localhost, and the brand hosts", () => {
    const { api } = configFromEnv({ SITE_URL: 'http://localhost:4300', BRAND_HOSTS: 'stud=stud.localhost' });
    expect(api.corsOrigins).toEqual([
      'http://localhost:4300',
      'http://127.0.0.1:4300',
      'http://stud.localhost:4300',
    ]);
    expect(configFromEnv({ SITE_URL: 'https://care.example' }).api.corsOrigins).toEqual(
      expect.arrayContaining(['https://care.example', 'https://stud.localhost']),
    );
  });
});

describe('the development conveniences', () => {
  it('are all off unless asked for', () => {
    const { api } = configFromEnv({});
    expect([api.mail?.devMailbox, api.seedDevUsers, api.faultInjection]).toEqual([false, false, false]);
  });

  it('are on when asked for, on a loopback host', () => {
    const { api } = configFromEnv({
      DEV_MAILBOX: '1',
      SEED_DEV_USERS: '1',
      FAULT_INJECTION: '1',
      HOST: 'localhost',
    });
    expect([api.mail?.devMailbox, api.seedDevUsers, api.faultInjection]).toEqual([true, true, true]);
  });

  it.each([
    [{ DEV_MAILBOX: '1', HOST: '0.0.0.0' }, 'DEV_MAILBOX must be off when HOST is 0.0.0.0'],
    [{ SEED_DEV_USERS: '1', HOST: '192.168.1.20' }, 'SEED_DEV_USERS must be off when HOST is 192.168.1.20'],
    [{ FAULT_INJECTION: '1', HOST: '::' }, 'FAULT_INJECTION must be off when HOST is ::'],
    [
      { DEV_MAILBOX: '1', NODE_ENV: 'production', TOKEN_SECRET: 'p'.repeat(40) },
      'DEV_MAILBOX must be off when NODE_ENV=production',
    ],
  ])('stop the start when others could reach them: %j', (env, message) => {
    expect(() => configFromEnv(env)).toThrow(message);
  });
});
