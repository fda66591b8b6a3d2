import type { FastifyInstance } from 'fastify';
import { signJwt } from '../src/modules/auth/tokens';
import { SPEC_PATHS } from './support/spec';
import { buildTestApp, claimsOf, login, TEST_SECRET, testConfig } from './support/test-app';
import { testDrivers, type TestDatabase } from './support/test-databases';

async function storedSecrets(app: FastifyInstance): Promise<string[]> {
  const { rows } = await app.db.query<{ value: string }>(
    "select value from server_secrets where name = 'token_secret'",
  );
  return rows.map((row) => row.value);
}

describe.each(testDrivers)('the token signing secret on $name', (driver) => {
  let database: TestDatabase;

  beforeEach(async () => {
    database = await driver.create();
  });

  afterEach(async () => {
    await database.drop();
  });

  it('without TOKEN_SECRET: made at random once, kept in the database, so sessions survive a restart', async () => {
    const withoutSecret = { tokens: { ...testConfig(database.config).tokens, secret: null } };
    const first = await buildTestApp(database.config, withoutSecret);
    const { access, refresh } = await login(first);
    const [secret, ...others] = await storedSecrets(first);
    await first.close();

    expect(others).toEqual([]);
    // 32 random bytes in base64url.
    expect(secret).toMatch(/^[A-Za-z0-9_-]{43}$/);
    // The tokens are signed with exactly that key.
    expect(await signJwt(claimsOf(access), secret ?? '')).toBe(access);

    const second = await buildTestApp(database.config, withoutSecret);
    try {
      expect(await storedSecrets(second)).toEqual([secret]);
      const me = await second.inject({
        method: 'GET',
        url: SPEC_PATHS.me,
        headers: { authorization: `Bearer ${access}` },
      });
      expect(me.statusCode).toBe(200);
      const refreshed = await second.inject({
        method: 'POST',
        url: SPEC_PATHS.refreshToken,
        payload: { refresh },
      });
      expect(refreshed.statusCode).toBe(200);
    } finally {
      await second.close();
    }
  });

  it('with TOKEN_SECRET: signs with it and stores no secret', async () => {
    const app = await buildTestApp(database.config);
    try {
      const { access } = await login(app);
      expect(await signJwt(claimsOf(access), TEST_SECRET)).toBe(access);
      expect(await storedSecrets(app)).toEqual([]);
    } finally {
      await app.close();
    }
  });
});
