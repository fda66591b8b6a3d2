import { screen, waitFor } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { storage } from 'shared-contracts';
import LoginPage from '../../pages/login-page';
import { renderInRemote } from 'remote-kit/testing';
import { API_USER, fakeApi, inAuth, pageProps } from '../../testing/auth-test-kit';

const TOKENS = { access: 'access-1', refresh: 'refresh-1' };

afterEach(() => localStorage.clear());

describe('the login page', () => {
  // No timer between keystrokes: typing then costs no macrotask per character, so the test is as
  // fast on a machine busy with other work as on an idle one.
  let user: UserEvent;
  beforeEach(() => {
    user = userEvent.setup({ delay: null });
  });

  it('shows an error on blur for an email that does not match the documented email pattern', async () => {
    renderInRemote(
      <LoginPage {...pageProps()} />,
      inAuth(
        fakeApi(() => undefined),
        '/login',
      ),
    );
    await user.type(screen.getByLabelText('Email'), 'casey@example');
    await user.tab();
    expect(await screen.findByText('Please enter a valid email address.')).toBeVisible();
  });

  it('shows every missing field on submit and sends nothing', async () => {
    const api = fakeApi(() => undefined);
    renderInRemote(<LoginPage {...pageProps()} />, inAuth(api, '/login'));
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByText('Please enter your email.')).toBeVisible();
    expect(screen.getByText('Please enter your password.')).toBeVisible();
    expect(api.requests).toHaveLength(0);
  });

  it('links to the password reset only on brands that have /reset-password ({product}celeorg has not)', () => {
    const stud = renderInRemote(
      <LoginPage {...pageProps()} />,
      inAuth(
        fakeApi(() => undefined),
        '/login',
      ),
    );
    expect(screen.getByRole('link', { name: 'Forgot your password?' })).toHaveAttribute(
      'href',
      '/reset-password',
    );
    stud.unmount();
    renderInRemote(
      <LoginPage {...pageProps('celeorg')} />,
      inAuth(
        fakeApi(() => undefined),
        '/login',
      ),
    );
    expect(screen.getByRole('link', { name: 'Create an account' })).toBeVisible();
    expect(screen.queryByRole('link', { name: 'Forgot your password?' })).toBeNull();
  });

  it('gives the right autocomplete hints: email and current-password', () => {
    renderInRemote(
      <LoginPage {...pageProps()} />,
      inAuth(
        fakeApi(() => undefined),
        '/login',
      ),
    );
    expect(screen.getByLabelText('Email')).toHaveAttribute('autocomplete', 'email');
    expect(screen.getByLabelText('Password')).toHaveAttribute('autocomplete', 'current-password');
  });

  it('shows the server error above the form and keeps what was typed', async () => {
    const api = fakeApi(() => ({ status: 401, data: { detail: 'Invalid email or password.' } }));
    renderInRemote(<LoginPage {...pageProps()} />, inAuth(api, '/login'));
    await user.type(screen.getByLabelText('Email'), 'casey@example.com');
    await user.type(screen.getByLabelText('Password'), 'wrong-one');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid email or password.');
    expect(screen.getByLabelText('Email')).toHaveValue('casey@example.com');
    expect(screen.getByLabelText('Password')).toHaveValue('wrong-one');
  });

  it('stores tokens and the user with missing fields as null, then returns to next', async () => {
    const api = fakeApi(() => ({ status: 200, data: { data: { ...TOKENS, user_data: API_USER } } }));
    renderInRemote(<LoginPage {...pageProps()} />, inAuth(api, '/login?utm=mail&next=%2Forder-history'));
    await user.type(screen.getByLabelText('Email'), 'casey@example.com');
    await user.type(screen.getByLabelText('Password'), 'right-pass-1');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() =>
      expect(screen.getByLabelText('Current page')).toHaveTextContent('/order-history?utm=mail'),
    );
    expect(storage.get('access')).toBe('access-1');
    expect(storage.get('refresh')).toBe('refresh-1');
    expect(storage.get('user')).toMatchObject({ email: API_USER.email, phone_number: null, age: null });
  });

  it('never follows a next that leaves the site', async () => {
    const api = fakeApi(() => ({ status: 200, data: { data: { ...TOKENS, user_data: API_USER } } }));
    renderInRemote(<LoginPage {...pageProps()} />, inAuth(api, '/login?next=%2F%2Fevil.example'));
    await user.type(screen.getByLabelText('Email'), 'casey@example.com');
    await user.type(screen.getByLabelText('Password'), 'right-pass-1');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(screen.getByLabelText('Current page')).toHaveTextContent(/^\/profile$/));
  });

  it('sends an unverified user to /otp', async () => {
    const api = fakeApi(() => ({
      status: 200,
      data: { data: { ...TOKENS, user_data: { ...API_USER, is_verified: false } } },
    }));
    renderInRemote(<LoginPage {...pageProps()} />, inAuth(api, '/login'));
    await user.type(screen.getByLabelText('Email'), 'casey@example.com');
    await user.type(screen.getByLabelText('Password'), 'right-pass-1');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(screen.getByLabelText('Current page')).toHaveTextContent('/otp'));
  });

  it('takes the right password of an unconfirmed account on to the code, holding no session', async () => {
    const api = fakeApi(() => ({
      status: 403,
      data: {
        detail: 'Confirm your email to log in: enter the 6-digit code we sent to it.',
        code: 'EMAIL_NOT_VERIFIED',
      },
    }));
    renderInRemote(<LoginPage {...pageProps()} />, inAuth(api, '/login?utm_source=mail'));
    await user.type(screen.getByLabelText('Email'), 'casey@example.com');
    await user.type(screen.getByLabelText('Password'), 'right-pass-1');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() =>
      expect(screen.getByLabelText('Current page')).toHaveTextContent('/otp?utm_source=mail'),
    );
    expect(storage.get('access')).toBeNull();
  });

  it('on a brand without /otp, asks for that code in place of the login form', async () => {
    const api = fakeApi(() => ({
      status: 403,
      data: {
        detail: 'Confirm your email to log in: enter the 6-digit code we sent to it.',
        code: 'EMAIL_NOT_VERIFIED',
      },
    }));
    renderInRemote(<LoginPage {...pageProps('celeorg')} />, inAuth(api, '/login'));
    await user.type(screen.getByLabelText('Email'), 'casey@example.com');
    await user.type(screen.getByLabelText('Password'), 'right-pass-1');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Verify your email' })).toBeVisible();
    expect(screen.getByText('We sent a 6-digit code to casey@example.com.')).toBeVisible();
    expect(screen.getByLabelText('Current page')).toHaveTextContent(/^\/login$/);
  });

  it('logs in with a one-time code: email first, then the 6-digit code', async () => {
    const api = fakeApi((request) =>
      request.url.endsWith('/send-otp/')
        ? { status: 200, data: { detail: 'sent' } }
        : { status: 200, data: { data: { ...TOKENS, user_data: API_USER } } },
    );
    renderInRemote(<LoginPage {...pageProps()} />, inAuth(api, '/login'));
    await user.click(screen.getByRole('button', { name: 'Log in with a code instead' }));
    await user.type(screen.getByLabelText('Email'), 'casey@example.com');
    await user.click(screen.getByRole('button', { name: 'Email me a code' }));
    const code = await screen.findByLabelText('Code from the email');
    expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    await user.type(code, '12a');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByText('The code has 6 digits.')).toBeVisible();
    await user.clear(code);
    await user.type(code, '123456');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(screen.getByLabelText('Current page')).toHaveTextContent('/profile'));
    expect(api.requests.map((request) => request.body)).toEqual([
      { email: 'casey@example.com' },
      { email: 'casey@example.com', otp: '123456' },
    ]);
  });
});
