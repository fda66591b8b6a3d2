import type { LoginResponse } from '../src/contracts';
import { SPEC_PATHS } from './support/spec';
import {
  answerOf,
  bearer,
  countRows,
  describeOnEachDatabase,
  type TestServer,
  type TokenPair,
} from './support/test-app';

const ATTACKER_PASSWORD = 'attacker-chose-this-9';
const UNVERIFIED_LOGIN = {
  status: 403,
  body: {
    detail: 'Confirm your email to log in: enter the 6-digit code we sent to it.',
    code: 'EMAIL_NOT_VERIFIED',
  },
};
const WRONG_PASSWORD = { status: 401, body: { detail: 'Invalid email or password.' } };

/** Someone signs up with an address they do not own, choosing the password. */
async function signUpAs(server: TestServer, email: string, password = ATTACKER_PASSWORD) {
  const response = await server.post(SPEC_PATHS.signUp, {
    email,
    password,
    first_name: 'Mallory',
    last_name: 'Mask',
  });
  expect(response.statusCode).toBe(201);
  return response;
}

/**
 * A session an unverified account holds from before sign-up stopped starting them: the account is
 * verified, signed in, then put back to unverified.
 */
async function staleSession(server: TestServer, email: string): Promise<TokenPair> {
  await signUpAs(server, email);
  const verified = await server.post(SPEC_PATHS.verifyOtp, { email, otp: await server.lastCode(email) });
  const { data } = verified.json<LoginResponse>();
  await server.app.db.query('update users set is_verified = false where email = $1', [email]);
  return { access: data.access, refresh: data.refresh };
}

const login = (server: TestServer, email: string, password = ATTACKER_PASSWORD) =>
  server.post(SPEC_PATHS.login, { email, password });

describeOnEachDatabase('no session for an unverified account (account pre-hijacking)', (server) => {
  it('sign-up starts no session, and the chosen password opens nothing until the email is confirmed', async () => {
    const email = 'owner1@example.com';
    const sessionsBefore = await countRows(server.app, 'sessions');
    const signUp = await signUpAs(server, email);
    expect(signUp.json()).not.toHaveProperty('data.access');
    expect(signUp.json()).not.toHaveProperty('data.refresh');

    expect(answerOf(await login(server, email))).toEqual(UNVERIFIED_LOGIN);
    expect(await countRows(server.app, 'sessions')).toBe(sessionsBefore);
    // The password was right, so a fresh confirmation code went to the address.
    const [mail] = await server.mailbox(email);
    expect(mail?.subject).toBe('Confirm your new account');
    // A wrong password is still just wrong: the 403 tells nothing to who does not know it.
    expect(answerOf(await login(server, email, 'not-the-password-1'))).toEqual(WRONG_PASSWORD);
  });

  it("the owner's emailed sign-in code verifies the account and the squatter's password stops working", async () => {
    const email = 'owner2@example.com';
    await signUpAs(server, email);
    expect((await server.post(SPEC_PATHS.sendOtp, { email })).statusCode).toBe(200);
    const owner = await server.post(SPEC_PATHS.verifyOtp, { email, otp: await server.lastCode(email) });
    expect(owner.statusCode).toBe(200);
    expect(owner.json<LoginResponse>().data.user_data.is_verified).toBe(true);
    expect(answerOf(await login(server, email))).toEqual(WRONG_PASSWORD);
    // The owner's own session goes on.
    expect(
      (await server.get(SPEC_PATHS.me, bearer(owner.json<LoginResponse>().data.access))).statusCode,
    ).toBe(200);
  });

  it('that first verification also ends every session the account held before, in the same step', async () => {
    const email = 'owner3@example.com';
    const stale = await staleSession(server, email);
    expect((await server.get(SPEC_PATHS.me, bearer(stale.access))).statusCode).toBe(200);

    await server.post(SPEC_PATHS.sendOtp, { email });
    const owner = await server.post(SPEC_PATHS.verifyOtp, { email, otp: await server.lastCode(email) });
    expect(owner.statusCode).toBe(200);
    expect((await server.get(SPEC_PATHS.me, bearer(stale.access))).statusCode).toBe(401);
    expect((await server.post(SPEC_PATHS.refreshToken, { refresh: stale.refresh })).statusCode).toBe(401);
  });

  it('the code mailed at sign-up confirms it: the password chosen then keeps working', async () => {
    const email = 'honest1@example.com';
    await signUpAs(server, email, 'my-own-secret-42');
    const verified = await server.post(SPEC_PATHS.verifyOtp, { email, otp: await server.lastCode(email) });
    expect(verified.statusCode).toBe(200);
    expect(verified.json<LoginResponse>().data.access).toBeTruthy();
    expect((await login(server, email, 'my-own-secret-42')).statusCode).toBe(200);
  });

  it('so does a code asked again from the OTP page (confirm_sign_up) or mailed after the right password', async () => {
    const again = 'honest2@example.com';
    await signUpAs(server, again, 'my-own-secret-42');
    await server.post(SPEC_PATHS.sendOtp, { email: again, confirm_sign_up: true });
    expect((await server.mailbox(again))[0]?.subject).toBe('Confirm your new account');
    await server.post(SPEC_PATHS.verifyOtp, { email: again, otp: await server.lastCode(again) });
    expect((await login(server, again, 'my-own-secret-42')).statusCode).toBe(200);

    const later = 'honest3@example.com';
    await signUpAs(server, later, 'my-own-secret-42');
    expect(answerOf(await login(server, later, 'my-own-secret-42'))).toEqual(UNVERIFIED_LOGIN);
    await server.post(SPEC_PATHS.verifyOtp, { email: later, otp: await server.lastCode(later) });
    expect((await login(server, later, 'my-own-secret-42')).statusCode).toBe(200);
  });

  it('confirm_sign_up changes nothing for a verified account: a plain sign-in code is sent', async () => {
    await server.post(SPEC_PATHS.sendOtp, { email: 'customer@example.com', confirm_sign_up: true });
    expect((await server.mailbox('customer@example.com'))[0]?.subject).toBe('Your verification code');
  });
});
