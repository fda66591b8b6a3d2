import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import ChangePasswordPage from './change-password-page';
import ResetPasswordOtpPage from './reset-password-otp-page';
import ResetPasswordPage from './reset-password-page';
import { renderInRemote } from 'remote-kit/testing';
import { fakeApi, inAuth, pageProps } from '../testing/auth-test-kit';

describe('the reset-password page', () => {
  it('checks the email and then goes to /reset-password-otp with it', async () => {
    const api = fakeApi(() => ({ status: 200, data: { detail: 'sent' } }));
    renderInRemote(<ResetPasswordPage {...pageProps()} />, inAuth(api, '/reset-password'));
    await userEvent.type(screen.getByLabelText('Email'), 'a b@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Send me a code' }));
    expect(await screen.findByText('Please enter a valid email address.')).toBeVisible();
    await userEvent.clear(screen.getByLabelText('Email'));
    await userEvent.type(screen.getByLabelText('Email'), 'casey@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Send me a code' }));
    await waitFor(() =>
      expect(screen.getByLabelText('Current page')).toHaveTextContent(
        '/reset-password-otp?email=casey%40example.com',
      ),
    );
  });
});

describe('the reset-password-otp page', () => {
  it('asks for the code and a new password of 8 characters or more', async () => {
    const api = fakeApi(() => undefined);
    renderInRemote(
      <ResetPasswordOtpPage {...pageProps()} />,
      inAuth(api, '/reset-password-otp?email=casey%40example.com'),
    );
    expect(screen.getByLabelText('Email')).toHaveValue('casey@example.com');
    await userEvent.type(screen.getByLabelText('New password'), 'short');
    await userEvent.click(screen.getByRole('button', { name: 'Set new password' }));
    expect(await screen.findByText('Please enter the code from the email.')).toBeVisible();
    expect(screen.getByText('Use at least 8 characters.')).toBeVisible();
    expect(api.requests).toHaveLength(0);
  });

  it('verifies the code, sets the password and says so', async () => {
    const api = fakeApi(() => ({ status: 200, data: { detail: 'ok' } }));
    renderInRemote(
      <ResetPasswordOtpPage {...pageProps()} />,
      inAuth(api, '/reset-password-otp?email=casey%40example.com'),
    );
    await userEvent.type(screen.getByLabelText('Code from the email'), '123456');
    await userEvent.type(screen.getByLabelText('New password'), 'a-new-password-1');
    await userEvent.click(screen.getByRole('button', { name: 'Set new password' }));
    expect(await screen.findByText(/Your password has been reset/)).toBeVisible();
    expect(api.requests.map((request) => request.url)).toEqual([
      '/api/users/verify-reset-password-otp/',
      '/api/users/reset-password/',
    ]);
  });
});

describe('the change-password page', () => {
  it('shows a wrong current password beside that field and keeps the new one', async () => {
    const api = fakeApi(() => ({
      status: 400,
      data: {
        detail: 'The current password is not correct.',
        errors: [{ location: 'body', field: 'old_password', message: 'is not correct' }],
      },
    }));
    renderInRemote(<ChangePasswordPage {...pageProps()} />, inAuth(api, '/change-password'));
    expect(screen.getByLabelText('Current password')).toHaveAttribute('autocomplete', 'current-password');
    expect(screen.getByLabelText('New password')).toHaveAttribute('autocomplete', 'new-password');
    await userEvent.type(screen.getByLabelText('Current password'), 'not-it');
    await userEvent.type(screen.getByLabelText('New password'), 'a-new-password-1');
    await userEvent.click(screen.getByRole('button', { name: 'Change password' }));
    await waitFor(() =>
      expect(screen.getByLabelText('Current password')).toHaveAccessibleDescription(/not correct/),
    );
    expect(screen.getByLabelText('New password')).toHaveValue('a-new-password-1');
  });
});
