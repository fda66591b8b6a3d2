import type { LoginResponse } from '../src/contracts';
import { SPEC_PATHS } from './support/spec';
import { ADMIN, CUSTOMER, describeOnEachDatabase, EDITOR } from './support/test-app';
import { dateFollowsTestClock, postFrom } from './support/limit-clients';

const WINDOW_MS = 15 * 60 * 1000;
const LIMITS = {
  windowMs: WINDOW_MS,
  failuresPerAccount: 5,
  failuresPerAddress: 50,
  sendsPerEmail: 5,
  sendsPerAddress: 30,
};

/** A code that is not `code`. */
const wrongCode = (code: string) => (code === '000000' ? '000001' : '000000');

describeOnEachDatabase(
  'the owner keeps a way in while someone guesses their password',
  (server) => {
    dateFollowsTestClock(server);

    const from = postFrom(server);

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

    it("an attacker's wrong sign-in codes and code requests never stop the owner's fresh code", async () => {
      const attacker = '203.0.113.20';
      // The attacker asks codes for the owner's address until refused, and guesses them wrong.
      const sends: number[] = [];
      for (let send = 0; send < 6; send += 1)
        sends.push((await from(attacker, SPEC_PATHS.sendOtp, { email: EDITOR.email })).statusCode);
      expect(sends).toEqual([200, 200, 200, 200, 200, 429]);
      const otp = wrongCode(await server.lastCode(EDITOR.email));
      const guesses: number[] = [];
      for (let attempt = 0; attempt < 6; attempt += 1)
        guesses.push((await from(attacker, SPEC_PATHS.verifyOtp, { email: EDITOR.email, otp })).statusCode);
      expect(guesses).toEqual([400, 400, 400, 400, 400, 429]);

      const owner = '198.51.100.30';
      expect((await from(owner, SPEC_PATHS.sendOtp, { email: EDITOR.email })).statusCode).toBe(200);
      const code = await server.lastCode(EDITOR.email);
      const signedIn = await from(owner, SPEC_PATHS.verifyOtp, { email: EDITOR.email, otp: code });
      expect(signedIn.statusCode).toBe(200);
      server.clock.advance(WINDOW_MS);
    });

    it("an attacker's wrong reset codes never stop the owner's fresh reset code", async () => {
      const attacker = '203.0.113.21';
      await from(attacker, SPEC_PATHS.sendResetPasswordOtp, { email: ADMIN.email });
      const otp = wrongCode(await server.lastCode(ADMIN.email));
      const guess = { email: ADMIN.email, otp, password: 'a-new-secret-42' };
      for (let attempt = 0; attempt < 5; attempt += 1)
        expect((await from(attacker, SPEC_PATHS.resetPassword, guess)).statusCode).toBe(400);
      expect((await from(attacker, SPEC_PATHS.resetPassword, guess)).statusCode).toBe(429);

      const owner = '198.51.100.31';
      expect((await from(owner, SPEC_PATHS.sendResetPasswordOtp, { email: ADMIN.email })).statusCode).toBe(
        200,
      );
      const fresh = await server.lastCode(ADMIN.email);
      const checked = await from(owner, SPEC_PATHS.verifyResetPasswordOtp, {
        email: ADMIN.email,
        otp: fresh,
      });
      expect(checked.statusCode).toBe(200);
      server.clock.advance(WINDOW_MS);
    });
  },
  { rateLimits: LIMITS },
);
