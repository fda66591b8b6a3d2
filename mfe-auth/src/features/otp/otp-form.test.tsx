import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { storage } from 'shared-contracts';
import OtpPage from '../../pages/otp-page';
import { API_USER, fakeApi, renderAuthPage } from '../../testing/render-auth-page';

beforeEach(() => {
  storage.set('user', { ...API_USER, is_verified: false } as never);
});
afterEach(() => localStorage.clear());

describe('the OTP page', () => {
  it('asks for the 6-digit code with one-time-code autocomplete', async () => {
    renderAuthPage(OtpPage, { path: '/otp', api: fakeApi(() => undefined) });
    const code = screen.getByLabelText('Code from the email');
    expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
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
    renderAuthPage(OtpPage, { path: '/otp', api });
    await userEvent.type(screen.getByLabelText('Code from the email'), '000000');
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText(/This code is not valid/)).toBeVisible();
    expect(api.requests[0]?.body).toEqual({ email: API_USER.email, otp: '000000' });
  });

  it('shows a count-down on the resend button, which cannot be pressed before it ends', () => {
    renderAuthPage(OtpPage, { path: '/otp', api: fakeApi(() => undefined) });
    expect(screen.getByRole('button', { name: /Send a new code in \d+ s/ })).toBeDisabled();
  });
});
