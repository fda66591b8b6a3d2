import { SPEC_PATHS } from './support/spec';
import { CUSTOMER, describeOnEachDatabase, EDITOR } from './support/test-app';
import { dateFollowsTestClock, postFrom } from './support/limit-clients';

const WINDOW_MS = 60_000;
const LIMITS = {
  windowMs: WINDOW_MS,
  failuresPerAccount: 3,
  failuresPerAddress: 6,
  sendsPerEmail: 2,
  sendsPerAddress: 4,
};

describeOnEachDatabase(
  'abuse limits of the account calls',
  (server) => {
    dateFollowsTestClock(server);

    const from = postFrom(server);

    it('locks an account after 3 wrong passwords with 429 and Retry-After, then the right password works after the window', async () => {
      const wrong = { ...CUSTOMER, password: 'wrong-password-1' };
      for (let attempt = 0; attempt < 3; attempt += 1)
        expect((await from('10.0.0.1', SPEC_PATHS.login, wrong)).statusCode).toBe(401);
      // Even the right password, and from another address: the account is locked.
      const locked = await from('10.0.0.2', SPEC_PATHS.login, CUSTOMER);
      expect(locked.statusCode).toBe(429);
      expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
      expect(Number(locked.headers['retry-after'])).toBeLessThanOrEqual(60);
      expect(locked.json()).toEqual({
        detail: 'Too many attempts. Try again in 1 minute, or log in with a code sent to your email.',
      });
      server.clock.advance(WINDOW_MS);
      expect((await from('10.0.0.2', SPEC_PATHS.login, CUSTOMER)).statusCode).toBe(200);
    });

    it('does not count successful logins against the account', async () => {
      for (let attempt = 0; attempt < 5; attempt += 1)
        expect((await from('10.0.1.1', SPEC_PATHS.login, EDITOR)).statusCode).toBe(200);
    });

    it('locks a client address after 6 failures on any accounts, while other addresses go on', async () => {
      for (let index = 0; index < 6; index += 1) {
        const payload = { email: `guess${index}@example.com`, password: 'wrong-password-1' };
        expect((await from('10.0.2.1', SPEC_PATHS.login, payload)).statusCode).toBe(401);
      }
      const blocked = await from('10.0.2.1', SPEC_PATHS.login, {
        email: 'guess9@example.com',
        password: 'x',
      });
      expect(blocked.statusCode).toBe(429);
      expect(blocked.headers['retry-after']).toBeDefined();
      expect((await from('10.0.2.2', SPEC_PATHS.login, EDITOR)).statusCode).toBe(200);
      server.clock.advance(WINDOW_MS);
    });

    it('limits wrong sign-in codes per account', async () => {
      const body = { email: EDITOR.email, otp: '000000' };
      await from('10.0.3.1', SPEC_PATHS.sendOtp, { email: EDITOR.email });
      const code = await server.lastCode(EDITOR.email);
      const wrong = { ...body, otp: code === '000000' ? '000001' : '000000' };
      for (let attempt = 0; attempt < 3; attempt += 1)
        expect((await from('10.0.3.1', SPEC_PATHS.verifyOtp, wrong)).statusCode).toBe(400);
      expect((await from('10.0.3.2', SPEC_PATHS.verifyOtp, { ...body, otp: code })).statusCode).toBe(429);
      server.clock.advance(WINDOW_MS);
    });

    it('limits wrong reset codes per account', async () => {
      const body = { email: CUSTOMER.email, otp: '999999', password: 'new-password-12' };
      for (let attempt = 0; attempt < 3; attempt += 1)
        expect((await from('10.0.4.1', SPEC_PATHS.resetPassword, body)).statusCode).toBe(400);
      const locked = await from('10.0.4.1', SPEC_PATHS.verifyResetPasswordOtp, {
        email: body.email,
        otp: body.otp,
      });
      expect(locked.statusCode).toBe(429);
      server.clock.advance(WINDOW_MS);
    });

    it('limits codes sent to an email from one address, and from an address to any emails, the same whether the email has an account', async () => {
      for (const [email, sender] of [
        [CUSTOMER.email, '10.0.5.1'],
        ['nobody@example.com', '10.0.5.2'],
      ] as const) {
        expect((await from(sender, SPEC_PATHS.sendOtp, { email })).statusCode).toBe(200);
        expect((await from(sender, SPEC_PATHS.sendResetPasswordOtp, { email })).statusCode).toBe(200);
        const third = await from(sender, SPEC_PATHS.sendOtp, { email });
        expect(third.statusCode).toBe(429);
        expect(third.headers['retry-after']).toBeDefined();
        // Another address (the owner's own) still gets a code: one sender cannot spend it for them.
        expect((await from('10.0.5.3', SPEC_PATHS.sendOtp, { email })).statusCode).toBe(200);
      }
      // 10.0.5.3 has sent 2 of its 4; two more emails use them up.
      expect((await from('10.0.5.3', SPEC_PATHS.sendOtp, { email: 'a1@example.com' })).statusCode).toBe(200);
      expect((await from('10.0.5.3', SPEC_PATHS.sendOtp, { email: 'a2@example.com' })).statusCode).toBe(200);
      expect((await from('10.0.5.3', SPEC_PATHS.sendOtp, { email: 'a3@example.com' })).statusCode).toBe(429);
      server.clock.advance(WINDOW_MS);
      expect((await from('10.0.5.1', SPEC_PATHS.sendOtp, { email: CUSTOMER.email })).statusCode).toBe(200);
    });
  },
  { rateLimits: LIMITS },
);
