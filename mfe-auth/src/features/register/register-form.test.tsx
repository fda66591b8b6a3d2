import { screen, waitFor } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { storage } from 'shared-contracts';
import RegisterPage from '../../pages/register-page';
import { renderInRemote } from 'remote-kit/testing';
import { API_USER, fakeApi, inAuth, pageProps } from '../../testing/auth-test-kit';

afterEach(() => localStorage.clear());

// No timer between keystrokes, so the tests are as fast on a busy machine as on an idle one.
let user: UserEvent;
beforeEach(() => {
  user = userEvent.setup({ delay: null });
});

async function fill(values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) await user.type(screen.getByLabelText(label), value);
}

describe('the register page', () => {
  it('says what is missing on submit and sends nothing', async () => {
    const api = fakeApi(() => undefined);
    renderInRemote(<RegisterPage {...pageProps()} />, inAuth(api, '/register'));
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText('Please enter your first name.')).toBeVisible();
    expect(screen.getByText('Please enter your last name.')).toBeVisible();
    expect(screen.getByText('Please enter your email.')).toBeVisible();
    expect(screen.getByText('Please choose a password.')).toBeVisible();
    expect(api.requests).toHaveLength(0);
  });

  it('asks for at least 8 characters, on blur, with new-password autocomplete', async () => {
    renderInRemote(
      <RegisterPage {...pageProps()} />,
      inAuth(
        fakeApi(() => undefined),
        '/register',
      ),
    );
    const password = screen.getByLabelText('Password');
    expect(password).toHaveAttribute('autocomplete', 'new-password');
    await user.type(password, 'short');
    await user.tab();
    expect(await screen.findByText('Use at least 8 characters.')).toBeVisible();
  });

  it('shows a taken email beside the email field and keeps every value', async () => {
    const api = fakeApi(() => ({
      status: 400,
      data: {
        detail: 'An account with this email already exists. Log in or reset your password.',
        errors: [{ location: 'body', field: 'email', message: 'is already registered' }],
      },
    }));
    renderInRemote(<RegisterPage {...pageProps()} />, inAuth(api, '/register'));
    await fill({
      'First name': 'Nova',
      'Last name': 'Person',
      Email: 'taken@example.com',
      Password: 'long-enough-1',
    });
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    const email = screen.getByLabelText('Email');
    await waitFor(() => expect(email).toHaveAccessibleDescription(/already exists/));
    expect(email).toHaveValue('taken@example.com');
    expect(screen.getByLabelText('First name')).toHaveValue('Nova');
  });

  it('shows the server refusing a common password beside the password field, and keeps every value', async () => {
    const detail =
      'This password is too common: it is among the passwords most often found in data breaches. Choose another one.';
    const api = fakeApi(() => ({
      status: 400,
      data: { detail, errors: [{ location: 'body', field: 'password', message: 'is too common' }] },
    }));
    renderInRemote(<RegisterPage {...pageProps()} />, inAuth(api, '/register'));
    await fill({
      'First name': 'Nova',
      'Last name': 'Person',
      Email: 'nova@example.com',
      Password: 'password',
    });
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    const password = screen.getByLabelText('Password');
    await waitFor(() => expect(password).toHaveAccessibleDescription(new RegExp(detail.slice(0, 30))));
    expect(password).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Email')).toHaveValue('nova@example.com');
  });

  it('goes to /otp with the email after signing up, holding no session: the code starts it', async () => {
    const api = fakeApi(() => ({
      status: 201,
      data: {
        detail: 'Check your email: enter the 6-digit code we sent to confirm your account.',
        data: { user_data: { ...API_USER, is_verified: false } },
      },
    }));
    renderInRemote(<RegisterPage {...pageProps()} />, inAuth(api, '/register'));
    await fill({
      'First name': 'Nova',
      'Last name': 'Person',
      Email: 'nova@example.com',
      Password: 'long-enough-1',
    });
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    await waitFor(() => expect(screen.getByLabelText('Current page')).toHaveTextContent('/otp'));
    expect(storage.get('access')).toBeNull();
    expect(storage.get('refresh')).toBeNull();
  });

  it('on a brand without /otp, asks for the code in place, then signs in and goes to /profile, query kept', async () => {
    const api = fakeApi((request) =>
      request.url.endsWith('/sign-up/')
        ? {
            status: 201,
            data: {
              detail: 'Check your email: enter the 6-digit code we sent to confirm your account.',
              data: { user_data: { ...API_USER, email: 'nova@example.com', is_verified: false } },
            },
          }
        : {
            status: 200,
            data: {
              data: { access: 'a', refresh: 'r', user_data: { ...API_USER, email: 'nova@example.com' } },
            },
          },
    );
    renderInRemote(<RegisterPage {...pageProps('celeorg')} />, inAuth(api, '/register?utm_source=mail'));
    await fill({
      'First name': 'Nova',
      'Last name': 'Person',
      Email: 'nova@example.com',
      Password: 'long-enough-1',
    });
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Verify your email' })).toBeVisible();
    expect(screen.getByText('We sent a 6-digit code to nova@example.com.')).toBeVisible();
    expect(screen.getByLabelText('Current page')).toHaveTextContent('/register?utm_source=mail');

    await user.type(screen.getByLabelText('Code from the email'), '123456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() =>
      expect(screen.getByLabelText('Current page')).toHaveTextContent('/profile?utm_source=mail'),
    );
    expect(api.requests.at(-1)?.body).toEqual({ email: 'nova@example.com', otp: '123456' });
    expect(storage.get('access')).toBe('a');
  });
});
