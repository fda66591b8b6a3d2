import { screen, waitFor } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { storage } from 'shared-contracts';
import OtpPage from '../../pages/otp-page';
import { renderInRemote } from 'remote-kit/testing';
import { API_USER, fakeApi, inAuth, pageProps } from '../../testing/auth-test-kit';

beforeEach(() => {
  storage.set('user', { ...API_USER, is_verified: false } as never);
});
afterEach(() => localStorage.clear());

let user: UserEvent;
beforeEach(() => {
  user = userEvent.setup({ delay: null });
});

describe('the OTP page', () => {
  it('asks for the 6-digit code with one-time-code autocomplete', async () => {
    renderInRemote(
      <OtpPage {...pageProps()} />,
      inAuth(
        fakeApi(() => undefined),
        '/otp',
      ),
    );
    const code = screen.getByLabelText('Code from the email');
    expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('Please enter the code from the email.')).toBeVisible();
  });

  it('shows a wrong code beside the code field', async () => {
    const api = fakeApi(() => ({
      status: 400,
      data: {
        detail: 'This code is not valid or has expired. Check it or request a new code.',
        errors: [{ location: 'body', field: 'otp', message: 'is not valid' }],
      },
    }));
    renderInRemote(<OtpPage {...pageProps()} />, inAuth(api, '/otp'));
    await user.type(screen.getByLabelText('Code from the email'), '000000');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText(/This code is not valid/)).toBeVisible();
    expect(api.requests[0]?.body).toEqual({ email: API_USER.email, otp: '000000' });
  });

  it('shows a count-down on the resend button, which cannot be pressed before it ends', () => {
    renderInRemote(
      <OtpPage {...pageProps()} />,
      inAuth(
        fakeApi(() => undefined),
        '/otp',
      ),
    );
    expect(screen.getByRole('button', { name: /Send a new code in \d+ s/ })).toBeDisabled();
  });

  it('works from the email sign-up left in the router state, with no session', async () => {
    localStorage.clear();
    const api = fakeApi((request) =>
      request.url.endsWith('/send-otp/')
        ? { status: 200, data: { detail: 'If an account uses this email, a code is on its way.' } }
        : {
            status: 200,
            data: {
              data: { access: 'a', refresh: 'r', user_data: { ...API_USER, email: 'new@example.com' } },
            },
          },
    );
    renderInRemote(
      <OtpPage {...pageProps()} />,
      inAuth(api, '/otp', { verifyEmail: 'new@example.com', confirmSignUp: true }),
    );
    expect(screen.getByText('We sent a 6-digit code to new@example.com.')).toBeVisible();
    // The field that asks for the address holds it, read-only (docs/adr/0176).
    expect(screen.getByLabelText('Email')).toHaveValue('new@example.com');
    expect(screen.getByLabelText('Email')).toHaveAttribute('readonly');
    await user.type(screen.getByLabelText('Code from the email'), '123456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(screen.getByLabelText('Current page')).toHaveTextContent('/profile'));
    expect(api.requests[0]?.body).toEqual({ email: 'new@example.com', otp: '123456' });
    expect(storage.get('access')).toBe('a');
  });

  it('asks for the email when nothing says which address the code went to', async () => {
    localStorage.clear();
    const api = fakeApi(() => ({
      status: 200,
      data: { data: { access: 'a', refresh: 'r', user_data: API_USER } },
    }));
    renderInRemote(<OtpPage {...pageProps()} />, inAuth(api, '/otp'));
    await user.type(screen.getByLabelText('Email'), 'casey@example.com');
    await user.type(screen.getByLabelText('Code from the email'), '654321');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(api.requests[0]?.body).toEqual({ email: 'casey@example.com', otp: '654321' }));
  });
});
