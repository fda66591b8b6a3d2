import { SPEC_PATHS } from './support/spec';
import { buildApp } from '../src/app';
import { ADMIN, answerOf, countRows, describeOnEachDatabase, testConfig } from './support/test-app';
import { pglite } from './support/test-databases';

describeOnEachDatabase('the development mailbox', (server) => {
  it('answers the mail sent to an address, newest first, as [{ to, subject, text, code, sent_at }]', async () => {
    const email = 'mailbox@example.com';
    await server.post(SPEC_PATHS.signUp, {
      email,
      password: 'mailbox-pass-1',
      first_name: 'M',
      last_name: 'B',
    });
    server.clock.advance(1000);
    await server.post(SPEC_PATHS.sendOtp, { email: 'MailBox@example.com' });
    const response = await server.get(`${SPEC_PATHS.devMailbox}?email=${encodeURIComponent(email)}`);
    expect(response.statusCode).toBe(200);
    const messages = response.json<{ to: string; code: string; sent_at: string }[]>();
    expect(messages).toHaveLength(2);
    for (const message of messages) {
      expect(Object.keys(message).sort()).toEqual(['code', 'sent_at', 'subject', 'text', 'to']);
      expect(message.to).toBe(email);
      expect(message.code).toMatch(/^\d{6}$/);
    }
    // The newest is the resend: it is the one verify-otp accepts.
    const verified = await server.post(SPEC_PATHS.verifyOtp, { email, otp: messages[0]?.code });
    expect(verified.statusCode).toBe(200);
  });

  it('answers an empty list for an address that got nothing, and 400 without an email', async () => {
    expect((await server.get(`${SPEC_PATHS.devMailbox}?email=quiet@example.com`)).json()).toEqual([]);
    expect((await server.get(SPEC_PATHS.devMailbox)).statusCode).toBe(400);
  });

  it('answers 403 to any other machine, whatever address a header claims', async () => {
    const response = await server.app.inject({
      method: 'GET',
      url: `${SPEC_PATHS.devMailbox}?email=mailbox@example.com`,
      remoteAddress: '203.0.113.7',
      headers: { 'x-forwarded-for': '127.0.0.1' },
    });
    expect(answerOf(response)).toEqual({
      status: 403,
      body: { detail: 'The development mailbox answers this machine only.' },
    });
  });
});

describe('an API built without the development settings', () => {
  it('has no mailbox and no development accounts (both are opt-in)', async () => {
    const database = await pglite.create();
    const { mail: _mail, seedDevUsers: _seed, ...rest } = testConfig(database.config);
    const app = await buildApp({ ...rest, seedDevUsers: false });
    try {
      const response = await app.inject({
        method: 'GET',
        url: `${SPEC_PATHS.devMailbox}?email=a@example.com`,
      });
      expect(response.statusCode).toBe(404);
      expect(await countRows(app, 'users')).toBe(0);
      const login = await app.inject({ method: 'POST', url: SPEC_PATHS.login, payload: ADMIN });
      expect(login.statusCode).toBe(401);
    } finally {
      await app.close();
      await database.drop();
    }
    // Builds its own app: every migration and seed, slow on a busy machine.
  }, 60_000);
});
