import { createLocalJWKSet, exportJWK, generateKeyPair, SignJWT, type CryptoKey, type JWK } from 'jose';
import type { LoginResponse } from '../src/contracts';
import { SPEC_PATHS } from './support/spec';
import { answerOf, bearer, buildTestApp, CUSTOMER, describeOnEachDatabase } from './support/test-app';
import { pglite } from './support/test-databases';

// Google is the edge of the system: a key pair made here stands in for Google's published keys,
// handed to the app as its key set, so no test ever calls Google.
const CLIENT_ID = 'test-client.apps.googleusercontent.com';
let googleKey: CryptoKey;
let strangerKey: CryptoKey;
let publicJwk: JWK;

beforeAll(async () => {
  const google = await generateKeyPair('RS256');
  const stranger = await generateKeyPair('RS256');
  googleKey = google.privateKey;
  strangerKey = stranger.privateKey;
  publicJwk = { ...(await exportJWK(google.publicKey)), kid: 'google-test-key', alg: 'RS256', use: 'sig' };
});

interface TokenOptions {
  key?: CryptoKey;
  audience?: string;
  issuer?: string;
  expiresAt?: number;
  claims?: Record<string, unknown>;
}

function idToken(now: number, options: TokenOptions = {}): Promise<string> {
  const seconds = Math.floor(now / 1000);
  return new SignJWT({
    email: 'gina@example.com',
    email_verified: true,
    given_name: 'Gina',
    family_name: 'Gee',
    ...options.claims,
  })
    .setProtectedHeader({ alg: 'RS256', kid: 'google-test-key' })
    .setIssuer(options.issuer ?? 'https://accounts.google.com')
    .setAudience(options.audience ?? CLIENT_ID)
    .setSubject('1234567890')
    .setIssuedAt(seconds)
    .setExpirationTime(options.expiresAt ?? seconds + 3600)
    .sign(options.key ?? googleKey);
}

const keySet = (jwk: () => JWK) => {
  const local = (...args: Parameters<ReturnType<typeof createLocalJWKSet>>) =>
    createLocalJWKSet({ keys: [jwk()] })(...args);
  return local;
};

describeOnEachDatabase(
  'POST /api/social-media-login/ (Google)',
  (server) => {
    const googleLogin = (token: string) =>
      server.post(SPEC_PATHS.socialMediaLogin, { provider: 'google', token });
    const REFUSED = { status: 401, body: { detail: 'The Google sign-in could not be verified.' } };

    it('signs in a new Google user as verified, with user_data and tokens', async () => {
      const response = await googleLogin(await idToken(server.clock.now()));
      expect(response.statusCode).toBe(200);
      const { data } = response.json<LoginResponse>();
      expect(data.user_data).toMatchObject({
        email: 'gina@example.com',
        first_name: 'Gina',
        last_name: 'Gee',
        is_verified: true,
      });
      expect((await server.get(SPEC_PATHS.me, bearer(data.access))).statusCode).toBe(200);
    });

    it('signs in the existing account that has the same email', async () => {
      const token = await idToken(server.clock.now(), { claims: { email: CUSTOMER.email } });
      const response = await googleLogin(token);
      expect(response.json<LoginResponse>().data.user_data).toMatchObject({
        email: CUSTOMER.email,
        first_name: 'Casey',
      });
    });

    it('verifies an account someone else signed up with: their password and every session they held end', async () => {
      const email = 'squatted@example.com';
      await server.post(SPEC_PATHS.signUp, {
        email,
        password: 'attacker-chose-this-9',
        first_name: 'Mallory',
        last_name: 'Mask',
      });
      // A session from before unverified accounts stopped getting one: verified, then unverified again.
      const early = await server.post(SPEC_PATHS.verifyOtp, { email, otp: await server.lastCode(email) });
      const stale = early.json<LoginResponse>().data;
      await server.app.db.query('update users set is_verified = false where email = $1', [email]);

      const owner = await googleLogin(await idToken(server.clock.now(), { claims: { email } }));
      expect(owner.statusCode).toBe(200);
      expect(owner.json<LoginResponse>().data.user_data.is_verified).toBe(true);
      expect((await server.get(SPEC_PATHS.me, bearer(stale.access))).statusCode).toBe(401);
      expect((await server.post(SPEC_PATHS.refreshToken, { refresh: stale.refresh })).statusCode).toBe(401);
      const attacker = await server.post(SPEC_PATHS.login, { email, password: 'attacker-chose-this-9' });
      expect(attacker.statusCode).toBe(401);
      expect(
        (await server.get(SPEC_PATHS.me, bearer(owner.json<LoginResponse>().data.access))).statusCode,
      ).toBe(200);
    });

    it('refuses a token signed by another key', async () => {
      expect(answerOf(await googleLogin(await idToken(server.clock.now(), { key: strangerKey })))).toEqual(
        REFUSED,
      );
    });

    it('refuses a token for another audience', async () => {
      const token = await idToken(server.clock.now(), {
        audience: 'someone-else.apps.googleusercontent.com',
      });
      expect(answerOf(await googleLogin(token))).toEqual(REFUSED);
    });

    it('refuses a token from another issuer', async () => {
      const token = await idToken(server.clock.now(), { issuer: 'https://evil.example.com' });
      expect(answerOf(await googleLogin(token))).toEqual(REFUSED);
    });

    it('refuses an expired token', async () => {
      const now = server.clock.now();
      const token = await idToken(now - 7200_000, { expiresAt: Math.floor(now / 1000) - 60 });
      expect(answerOf(await googleLogin(token))).toEqual(REFUSED);
    });

    it('refuses an email Google has not verified', async () => {
      const token = await idToken(server.clock.now(), { claims: { email_verified: false } });
      expect(answerOf(await googleLogin(token))).toEqual({
        status: 401,
        body: { detail: 'Google has not verified this email address.' },
      });
    });

    it('refuses another provider and garbage with 400 or 401', async () => {
      expect((await server.post(SPEC_PATHS.socialMediaLogin, { provider: 'x', token: 't' })).statusCode).toBe(
        400,
      );
      expect(answerOf(await googleLogin('not.a.token'))).toEqual(REFUSED);
    });
  },
  {
    google: {
      clientIds: [CLIENT_ID],
      jwksUrl: 'http://127.0.0.1:9/never-fetched',
      keySet: keySet(() => publicJwk),
    },
  },
);

describe('Google sign-in without a client id', () => {
  it('answers 503 saying it is not configured', async () => {
    const database = await pglite.create();
    const app = await buildTestApp(database.config);
    try {
      const response = await app.inject({
        method: 'POST',
        url: SPEC_PATHS.socialMediaLogin,
        payload: { provider: 'google', token: 'a.b.c' },
      });
      expect(answerOf(response)).toEqual({
        status: 503,
        body: { detail: 'Google sign-in is not configured on this server.' },
      });
    } finally {
      await app.close();
      await database.drop();
    }
  });
});
