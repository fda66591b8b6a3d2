import type { InjectOptions } from 'fastify';
import type { LoginResponse } from '../src/contracts';
import { SPEC_PATHS } from './support/spec';
import { CUSTOMER, describeOnEachDatabase } from './support/test-app';

const WINDOW_MS = 15 * 60 * 1000;
const LIMITS = {
  windowMs: WINDOW_MS,
  failuresPerAccount: 5,
  failuresPerAddress: 50,
  sendsPerEmail: 5,
  sendsPerAddress: 30,
};

describeOnEachDatabase(
  'the owner keeps a way in while someone guesses their password',
  (server) => {
    beforeEach(() => {
      jest.spyOn(Date, 'now').mockImplementation(() => server.clock.now());
    });
    afterEach(() => {
      jest.restoreAllMocks();
    });

    const from = (remoteAddress: string, url: string, payload: object) =>
      server.app.inject({ method: 'POST', url, payload, remoteAddress } as InjectOptions);

    it('after 5 wrong passwords from an attacker, passwords wait but a fresh emailed code signs the owner in', async () => {
      const wrong = { ...CUSTOMER, password: 'wrong-password-1' };
      for (let attempt = 0; attempt < 5; attempt += 1)
        expect((await from('203.0.113.9', SPEC_PATHS.login, wrong)).statusCode).toBe(401);

      const locked = await from('198.51.100.7', SPEC_PATHS.login, CUSTOMER);
      expect(locked.statusCode).toBe(429);
      expect(locked.json<{ detail: string }>().detail).toMatch(/log in with a code sent to your email/);

      expect((await from('198.51.100.7', SPEC_PATHS.sendOtp, { email: CUSTOMER.email })).statusCode).toBe(
        200,
      );
      const code = await server.lastCode(CUSTOMER.email);
      const signedIn = await from('198.51.100.7', SPEC_PATHS.verifyOtp, { email: CUSTOMER.email, otp: code });
      expect(signedIn.statusCode).toBe(200);
      expect(signedIn.json<LoginResponse>().data.access).toBeTruthy();
      server.clock.advance(WINDOW_MS);
    });
  },
  { rateLimits: LIMITS },
);
