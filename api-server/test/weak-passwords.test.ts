import { weakPasswordProblem } from '../src/modules/auth/password-policy';
import { SPEC_PATHS } from './support/spec';
import {
  answerOf,
  bearer,
  countRows,
  describeOnEachDatabase,
  login,
  signUpVerified,
} from './support/test-app';

const TOO_COMMON = {
  status: 400,
  body: {
    detail:
      'This password is too common: it is among the passwords most often found in data breaches. Choose another one.',
    errors: [{ location: 'body', field: 'password', message: 'is too common' }],
  },
};

describe('the common-password list', () => {
  it.each(['password', '12345678', 'Password', 'PASSWORD1!', 'qwertyuiop', 'iloveyou2024', 'sunshine'])(
    'refuses %s',
    (password) => {
      expect(weakPasswordProblem(password)).not.toBeNull();
    },
  );

  it.each([
    'customer-pass-123',
    'editor-pass-123',
    'admin-pass-123',
    'correct-horse-42',
    'a-long-password-1',
  ])('accepts %s (the seeded and test passwords among them)', (password) => {
    expect(weakPasswordProblem(password)).toBeNull();
  });
});

describeOnEachDatabase('common and breached passwords are refused', (server) => {
  const user = { email: 'careful@example.com', password: 'first-careful-secret-1' };

  beforeAll(async () => {
    await signUpVerified(server, user);
  });

  it.each(['password', '12345678'])(
    'sign-up refuses "%s" naming the password field, and creates nothing',
    async (password) => {
      const before = await countRows(server.app, 'users');
      const response = await server.post(SPEC_PATHS.signUp, {
        email: `weak-${password}@example.com`,
        password,
        first_name: 'Wea',
        last_name: 'K',
      });
      expect(answerOf(response)).toEqual(TOO_COMMON);
      expect(await countRows(server.app, 'users')).toBe(before);
    },
  );

  it('reset-password refuses a common password and leaves the code unspent', async () => {
    await server.post(SPEC_PATHS.sendResetPasswordOtp, { email: user.email });
    const otp = await server.lastCode(user.email);
    const weak = await server.post(SPEC_PATHS.resetPassword, {
      email: user.email,
      otp,
      password: 'password',
    });
    expect(answerOf(weak)).toEqual(TOO_COMMON);
    await expect(login(server.app, user)).resolves.toHaveProperty('access');
    // The same code then sets a strong one.
    const strong = await server.post(SPEC_PATHS.resetPassword, {
      email: user.email,
      otp,
      password: 'second-careful-secret-2',
    });
    expect(strong.statusCode).toBe(200);
    user.password = 'second-careful-secret-2';
  });

  it('change of password refuses a common password and keeps the current one', async () => {
    const { access } = await login(server.app, user);
    const response = await server.post(
      SPEC_PATHS.resetPassword,
      { old_password: user.password, password: '12345678' },
      bearer(access),
    );
    expect(answerOf(response)).toEqual(TOO_COMMON);
    await expect(login(server.app, user)).resolves.toHaveProperty('access');
  });
});
