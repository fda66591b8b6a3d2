import type { LoginResponse, SignUpResponse } from '../src/contracts';
import { API_USER_FIELDS, SPEC_PATHS } from './support/spec';
import { answerOf, countRows, CUSTOMER, describeOnEachDatabase } from './support/test-app';

const NEW_USER = {
  email: 'new.person@example.com',
  password: 'a-long-password-1',
  first_name: 'Nova',
  last_name: 'Person',
};
const CODE_SENT = { status: 200, body: { detail: 'If an account uses this email, a code is on its way.' } };
const CODE_INVALID = {
  status: 400,
  body: {
    detail: 'This code is not valid or has expired. Check it or request a new code.',
    errors: [{ location: 'body', field: 'otp', message: 'is not valid' }],
  },
};
const TEN_MINUTES = 10 * 60 * 1000;

describeOnEachDatabase('sign-up and one-time codes', (server) => {
  const signUp = (payload: object) => server.post(SPEC_PATHS.signUp, payload);
  const verify = (email: string, otp: string) => server.post(SPEC_PATHS.verifyOtp, { email, otp });
  const sendOtp = (email: string) => server.post(SPEC_PATHS.sendOtp, { email });
  const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

  it('registers an unverified user, answers "check your email" with data.user_data and no tokens, and mails a 6-digit code', async () => {
    const sessionsBefore = await countRows(server.app, 'sessions');
    const response = await signUp(NEW_USER);
    expect(response.statusCode).toBe(201);
    const body = response.json<SignUpResponse>();
    expect(body.detail).toBe('Check your email: enter the 6-digit code we sent to confirm your account.');
    expect(Object.keys(body.data)).toEqual(['user_data']);
    expect(new Set(Object.keys(body.data.user_data))).toEqual(API_USER_FIELDS);
    expect(body.data.user_data).toMatchObject({
      email: NEW_USER.email,
      first_name: 'Nova',
      is_verified: false,
    });
    expect(await countRows(server.app, 'sessions')).toBe(sessionsBefore);
    const [mail] = await server.mailbox(NEW_USER.email);
    expect(mail).toMatchObject({ to: NEW_USER.email, subject: 'Confirm your new account' });
    expect(mail?.code).toMatch(/^\d{6}$/);
    expect(mail?.text).toContain(mail?.code);
  });

  it('verifies the email with the code and signs in, and the code works only once', async () => {
    const code = await server.lastCode(NEW_USER.email);
    const response = await verify(NEW_USER.email, code);
    expect(response.statusCode).toBe(200);
    const { data } = response.json<LoginResponse>();
    expect(data.user_data).toMatchObject({ email: NEW_USER.email, is_verified: true });
    expect(data.access).toBeTruthy();
    expect(answerOf(await verify(NEW_USER.email, code))).toEqual(CODE_INVALID);
  });

  it('refuses a second sign-up with the same email, whatever its case, and adds no user', async () => {
    const before = await countRows(server.app, 'users');
    const response = await signUp({ ...NEW_USER, email: 'New.Person@Example.com' });
    expect(answerOf(response)).toEqual({
      status: 400,
      body: {
        detail: 'An account with this email already exists. Log in or reset your password.',
        errors: [{ location: 'body', field: 'email', message: 'is already registered' }],
      },
    });
    expect(await countRows(server.app, 'users')).toBe(before);
  });

  it('logs in with a code sent by send-otp (login with a one-time code)', async () => {
    expect(answerOf(await sendOtp(CUSTOMER.email))).toEqual(CODE_SENT);
    const response = await verify(CUSTOMER.email, await server.lastCode(CUSTOMER.email));
    expect(response.statusCode).toBe(200);
    expect(response.json<LoginResponse>().data.user_data.email).toBe(CUSTOMER.email);
  });

  it('answers send-otp for an unknown email exactly as for a known one, and sends nothing', async () => {
    const before = await countRows(server.app, 'dev_mailbox');
    expect(answerOf(await sendOtp('nobody@example.com'))).toEqual(CODE_SENT);
    expect(await countRows(server.app, 'dev_mailbox')).toBe(before);
  });

  it('refuses a wrong code, and a code for an unknown email the same way', async () => {
    await sendOtp(CUSTOMER.email);
    const code = await server.lastCode(CUSTOMER.email);
    expect(answerOf(await verify(CUSTOMER.email, wrong(code)))).toEqual(CODE_INVALID);
    expect(answerOf(await verify('nobody@example.com', code))).toEqual(CODE_INVALID);
    // The right code still works after one wrong try.
    expect((await verify(CUSTOMER.email, code)).statusCode).toBe(200);
  });

  it('refuses a code after 10 minutes', async () => {
    await sendOtp(CUSTOMER.email);
    const code = await server.lastCode(CUSTOMER.email);
    server.clock.advance(TEN_MINUTES);
    expect(answerOf(await verify(CUSTOMER.email, code))).toEqual(CODE_INVALID);
  });

  it('stops the older code when a new one is sent', async () => {
    await sendOtp(CUSTOMER.email);
    const older = await server.lastCode(CUSTOMER.email);
    await sendOtp(CUSTOMER.email);
    const newer = await server.lastCode(CUSTOMER.email);
    if (older !== newer) expect(answerOf(await verify(CUSTOMER.email, older))).toEqual(CODE_INVALID);
    expect((await verify(CUSTOMER.email, newer)).statusCode).toBe(200);
  });

  it('kills a code after 5 wrong tries, even for the right code, until a new one is sent', async () => {
    const email = 'tries@example.com';
    await signUp({ ...NEW_USER, email });
    const code = await server.lastCode(email);
    for (let attempt = 1; attempt < 5; attempt += 1)
      expect(answerOf(await verify(email, wrong(code)))).toEqual(CODE_INVALID);
    expect(answerOf(await verify(email, wrong(code)))).toEqual({
      status: 400,
      body: {
        detail: 'Too many wrong codes. Request a new code.',
        errors: [{ location: 'body', field: 'otp', message: 'has had too many wrong tries' }],
      },
    });
    // The account limiter (5 failures) now answers before the code is even looked at.
    expect((await verify(email, code)).statusCode).toBe(429);
  });

  it.each([
    ['a short password', { ...NEW_USER, email: 'b@example.com', password: 'short' }, 'password'],
    ['no first name', { email: 'c@example.com', password: 'long-enough-1', last_name: 'X' }, 'first_name'],
    ['an email without a dot after @', { ...NEW_USER, email: 'd@example' }, 'email'],
    ['an unknown field', { ...NEW_USER, email: 'e@example.com', role: 'editor' }, 'role'],
  ])('refuses a sign-up with %s with 400 naming the field, and creates nothing', async (_c, body, field) => {
    const before = await countRows(server.app, 'users');
    const response = await signUp(body);
    expect(answerOf(response)).toMatchObject({
      status: 400,
      body: { errors: [expect.objectContaining({ location: 'body', field })] },
    });
    expect(await countRows(server.app, 'users')).toBe(before);
  });

  it.each([
    ['five digits', { email: CUSTOMER.email, otp: '12345' }],
    ['letters', { email: CUSTOMER.email, otp: 'abcdef' }],
    ['a number', { email: CUSTOMER.email, otp: 123456 }],
    ['no email', { otp: '123456' }],
  ])('refuses verify-otp with %s with 400', async (_case, body) => {
    const response = await server.post(SPEC_PATHS.verifyOtp, body);
    expect(answerOf(response)).toMatchObject({ status: 400, body: { errors: [expect.anything()] } });
  });
});
