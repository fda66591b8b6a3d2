import { SPEC_PATHS } from './support/spec';
import {
  answerOf,
  bearer,
  countRows,
  describeOnEachDatabase,
  login,
  signUpVerified,
} from './support/test-app';

const CODE_SENT = { status: 200, body: { detail: 'If an account uses this email, a code is on its way.' } };
const CODE_INVALID = {
  status: 400,
  body: {
    detail: 'This code is not valid or has expired. Check it or request a new code.',
    errors: [{ location: 'body', field: 'otp', message: 'is not valid' }],
  },
};

describeOnEachDatabase('password reset and change', (server) => {
  const user = { email: 'forgetful@example.com', password: 'first-password-1' };
  const sendReset = (email: string) => server.post(SPEC_PATHS.sendResetPasswordOtp, { email });
  const verifyReset = (email: string, otp: string) =>
    server.post(SPEC_PATHS.verifyResetPasswordOtp, { email, otp });
  const reset = (body: object, headers?: Record<string, string>) =>
    server.post(SPEC_PATHS.resetPassword, body, headers);
  const refresh = (token: string) => server.post(SPEC_PATHS.refreshToken, { refresh: token });

  beforeAll(async () => {
    await signUpVerified(server, { ...user, first_name: 'Fay', last_name: 'Gotten' });
  });

  it('answers send-reset-password-otp the same for an unknown email and sends nothing', async () => {
    const before = await countRows(server.app, 'dev_mailbox');
    expect(answerOf(await sendReset('nobody@example.com'))).toEqual(CODE_SENT);
    expect(await countRows(server.app, 'dev_mailbox')).toBe(before);
  });

  it('answers reset-password for an unknown email like a wrong code', async () => {
    expect(
      answerOf(await reset({ email: 'nobody@example.com', otp: '123456', password: 'anything-at-all-123' })),
    ).toEqual(CODE_INVALID);
  });

  it('resets a forgotten password with a code: request, verify, set; old sessions end; new password works', async () => {
    const before = await login(server.app, user);
    expect(answerOf(await sendReset(user.email))).toEqual(CODE_SENT);
    const [mail] = await server.mailbox(user.email);
    expect(mail?.subject).toBe('Reset your password');
    const code = mail?.code ?? '';
    expect(answerOf(await verifyReset(user.email, code))).toEqual({
      status: 200,
      body: { detail: 'Code verified. Choose a new password.' },
    });
    expect(answerOf(await reset({ email: user.email, otp: code, password: 'second-password-2' }))).toEqual({
      status: 200,
      body: { detail: 'Your password has been reset. Log in with the new one.' },
    });
    // Every earlier session ends: its access token at once, its refresh token too.
    expect((await server.get(SPEC_PATHS.me, bearer(before.access))).statusCode).toBe(401);
    expect((await refresh(before.refresh)).statusCode).toBe(401);
    await expect(login(server.app, user)).rejects.toThrow('401');
    user.password = 'second-password-2';
    await expect(login(server.app, user)).resolves.toHaveProperty('access');
    // The code was spent.
    expect(answerOf(await reset({ email: user.email, otp: code, password: 'third-password-3' }))).toEqual(
      CODE_INVALID,
    );
  });

  it('refuses a wrong reset code at verify and at reset, and the password stays', async () => {
    await sendReset(user.email);
    const code = await server.lastCode(user.email);
    const wrong = code === '000000' ? '000001' : '000000';
    expect(answerOf(await verifyReset(user.email, wrong))).toEqual(CODE_INVALID);
    expect(answerOf(await reset({ email: user.email, otp: wrong, password: 'never-set-123' }))).toEqual(
      CODE_INVALID,
    );
    await expect(login(server.app, user)).resolves.toHaveProperty('access');
  });

  it('changes the password of a signed-in user with the current one and ends their other sessions', async () => {
    const other = await login(server.app, user);
    const current = await login(server.app, user);
    const response = await reset(
      { old_password: user.password, password: 'changed-password-4' },
      bearer(current.access),
    );
    expect(answerOf(response)).toEqual({
      status: 200,
      body: { detail: 'Password changed. Your other sessions were signed out.' },
    });
    expect((await server.get(SPEC_PATHS.me, bearer(current.access))).statusCode).toBe(200);
    expect((await server.get(SPEC_PATHS.me, bearer(other.access))).statusCode).toBe(401);
    expect((await refresh(other.refresh)).statusCode).toBe(401);
    user.password = 'changed-password-4';
    expect((await server.mailbox(user.email))[0]?.subject).toBe('Your password was changed');
  });

  it('refuses a change with a wrong current password, naming old_password, and keeps the password', async () => {
    const session = await login(server.app, user);
    const response = await reset(
      { old_password: 'not-it-at-all', password: 'never-set-123' },
      bearer(session.access),
    );
    expect(answerOf(response)).toEqual({
      status: 400,
      body: {
        detail: 'The current password is not correct.',
        errors: [{ location: 'body', field: 'old_password', message: 'is not correct' }],
      },
    });
    await expect(login(server.app, user)).resolves.toHaveProperty('access');
  });

  it('refuses a change without a session with 401', async () => {
    const response = await reset({ old_password: user.password, password: 'never-set-123' });
    expect(answerOf(response)).toEqual({ status: 401, body: { detail: 'Log in to change your password.' } });
  });

  it.each([
    ['a short new password', { email: user.email, otp: '123456', password: 'short' }, 'password'],
    ['neither code nor current password', { password: 'long-enough-123' }, 'email'],
    ['an email without otp', { email: user.email, password: 'long-enough-123' }, 'otp'],
  ])('refuses %s with 400 naming the field', async (_case, body, field) => {
    expect(answerOf(await reset(body))).toMatchObject({
      status: 400,
      body: { errors: [expect.objectContaining({ field })] },
    });
  });
});
