import { signJwt } from '../src/modules/auth/tokens';
import { API_USER_FIELDS, SPEC_PATHS } from './support/spec';
import {
  answerOf,
  claimsOf,
  CUSTOMER_PROFILE,
  describeOnEachDatabase,
  login,
  TEST_SECRET,
} from './support/test-app';

describeOnEachDatabase('GET /api/users/me/', (server) => {
  const me = (authorization?: string) => server.get(SPEC_PATHS.me, authorization ? { authorization } : {});

  it('returns the signed-in user with every field of docs/product.md §3 and role, without the password hash', async () => {
    const { access } = await login(server.app);
    const response = await me(`Bearer ${access}`);
    expect(response.statusCode).toBe(200);
    const user = response.json<Record<string, unknown>>();
    expect(user).toMatchObject(CUSTOMER_PROFILE);
    expect(user).not.toHaveProperty('password_hash');
    expect(user).not.toHaveProperty('id');
    expect(new Set(Object.keys(user))).toEqual(API_USER_FIELDS);
  });

  it('accepts the scheme in any case', async () => {
    const { access } = await login(server.app);
    expect((await me(`bearer ${access}`)).statusCode).toBe(200);
  });

  it('answers 401 with a detail when no token is sent', async () => {
    const response = await me();
    expect(answerOf(response)).toEqual({
      status: 401,
      body: { detail: 'Authentication credentials were not provided.' },
    });
    expect(response.headers['www-authenticate']).toBe('Bearer');
  });

  it('answers 401 for an expired access token', async () => {
    const { access } = await login(server.app);
    const past = Math.floor(Date.now() / 1000) - 3600;
    const expired = await signJwt({ ...claimsOf(access), iat: past - 900, exp: past }, TEST_SECRET);
    const response = await me(`Bearer ${expired}`);
    expect(answerOf(response)).toEqual({
      status: 401,
      body: { detail: 'Access token is invalid or expired.' },
    });
  });

  it('answers 401 for a token whose claims were changed', async () => {
    const { access } = await login(server.app);
    const [header, , signature] = access.split('.');
    const forged = Buffer.from(JSON.stringify({ ...claimsOf(access), role: 'editor' })).toString('base64url');
    expect((await me(`Bearer ${header}.${forged}.${signature}`)).statusCode).toBe(401);
  });

  it('answers 401 for a token signed with another secret', async () => {
    const { access } = await login(server.app);
    const foreign = await signJwt(claimsOf(access), 'another-secret-another-secret-another-1');
    expect((await me(`Bearer ${foreign}`)).statusCode).toBe(401);
  });

  it('answers 401 for an unsigned token (alg none)', async () => {
    const { access } = await login(server.app);
    const header = Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url');
    const payload = access.split('.')[1];
    expect((await me(`Bearer ${header}.${payload}.`)).statusCode).toBe(401);
  });

  it('answers 401 for a refresh token used as an access token', async () => {
    const { refresh } = await login(server.app);
    expect((await me(`Bearer ${refresh}`)).statusCode).toBe(401);
  });

  it.each(['Token abc', 'Bearer', 'Bearer a b', 'Basic dXNlcjpwYXNz'])(
    'answers 401 for the header "%s"',
    async (header) => {
      expect((await me(header)).statusCode).toBe(401);
    },
  );

  it('answers 401 when the account behind a valid token is gone', async () => {
    const { access } = await login(server.app);
    const ghost = await signJwt(
      { ...claimsOf(access), sub: '00000000-0000-4000-8000-000000000000' },
      TEST_SECRET,
    );
    const response = await me(`Bearer ${ghost}`);
    expect(answerOf(response)).toEqual({ status: 401, body: { detail: 'User not found.' } });
  });

  // Such a token needs the secret, so it is not an outside attack; but a 500 would still be wrong.
  it.each(['not-a-uuid', '', '42', "00000000-0000-4000-8000-000000000000' or '1'='1"])(
    'answers 401, not 500, for a correctly signed token whose sub %j is no user id',
    async (sub) => {
      const { access } = await login(server.app);
      const strange = await signJwt({ ...claimsOf(access), sub }, TEST_SECRET);
      const response = await me(`Bearer ${strange}`);
      expect(answerOf(response)).toEqual({ status: 401, body: { detail: 'User not found.' } });
    },
  );
});
