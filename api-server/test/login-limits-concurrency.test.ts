import { SPEC_PATHS } from './support/spec';
import { CUSTOMER, describeOnEachDatabase, EDITOR } from './support/test-app';
import { dateFollowsTestClock, postFrom } from './support/limit-clients';

const LIMITS = {
  windowMs: 60_000,
  failuresPerAccount: 3,
  failuresPerAddress: 50,
  sendsPerEmail: 100,
  sendsPerAddress: 100,
};

describeOnEachDatabase(
  'failed-login limits under concurrent guesses',
  (server) => {
    dateFollowsTestClock(server);
    afterEach(() => {
      server.clock.advance(LIMITS.windowMs);
    });

    const login = (remoteAddress: string, payload: object) =>
      postFrom(server)(remoteAddress, SPEC_PATHS.login, payload);

    it('lets at most the limit of 12 concurrent wrong passwords be checked; the rest get 429', async () => {
      const wrong = { ...CUSTOMER, password: 'wrong-password-1' };
      const answers = await Promise.all(
        Array.from({ length: 12 }, (_, index) => login(`10.1.0.${index + 1}`, wrong)),
      );
      const statuses = answers.map((answer) => answer.statusCode);
      expect(statuses.filter((status) => status === 401).length).toBeLessThanOrEqual(
        LIMITS.failuresPerAccount,
      );
      expect(statuses.filter((status) => status !== 401 && status !== 429)).toEqual([]);
      for (const answer of answers.filter((candidate) => candidate.statusCode === 429))
        expect(Number(answer.headers['retry-after'])).toBeGreaterThan(0);
      // Guesses one after another afterwards: the budget still holds over both rounds.
      for (let attempt = 0; attempt < 4; attempt += 1)
        statuses.push((await login('10.1.1.1', wrong)).statusCode);
      expect(statuses.filter((status) => status === 401)).toHaveLength(LIMITS.failuresPerAccount);
      expect(statuses.at(-1)).toBe(429);
    });

    it('checks at most 4 passwords of one address at once, on any accounts, with a clear 429', async () => {
      const answers = await Promise.all(
        Array.from({ length: 12 }, (_, index) =>
          login('10.2.0.1', { email: `someone${index}@example.com`, password: 'wrong-password-1' }),
        ),
      );
      const statuses = answers.map((answer) => answer.statusCode);
      expect(statuses.filter((status) => status === 401).length).toBeLessThanOrEqual(4);
      const busy = answers.filter((answer) => answer.statusCode === 429);
      expect(busy.length).toBeGreaterThanOrEqual(8);
      expect(busy[0]?.json()).toEqual({
        detail: 'Another attempt is still being checked. Try again in a moment.',
      });
      // Once those checks are over, the address may guess again.
      expect((await login('10.2.0.1', EDITOR)).statusCode).toBe(200);
    });

    it('gives the reserved attempt back when the password is right', async () => {
      const wrong = { ...EDITOR, password: 'wrong-password-1' };
      expect((await login('10.3.0.1', wrong)).statusCode).toBe(401);
      expect((await login('10.3.0.1', wrong)).statusCode).toBe(401);
      for (let attempt = 0; attempt < 4; attempt += 1)
        expect((await login('10.3.0.1', EDITOR)).statusCode).toBe(200);
      // Two failures are still counted, no more: one more is checked, the next is refused.
      expect((await login('10.3.0.1', wrong)).statusCode).toBe(401);
      expect((await login('10.3.0.1', wrong)).statusCode).toBe(429);
    });
  },
  { rateLimits: LIMITS },
);
