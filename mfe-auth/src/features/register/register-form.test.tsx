import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import RegisterPage from '../../pages/register-page';
import { API_USER, fakeApi, renderAuthPage } from '../../testing/render-auth-page';

afterEach(() => localStorage.clear());

async function fill(values: Record<string, string>) {
  for (const [label, value] of Object.entries(values))
    await userEvent.type(screen.getByLabelText(label), value);
}

describe('the register page', () => {
  it('says what is missing on submit and sends nothing', async () => {
    const api = fakeApi(() => undefined);
    renderAuthPage(RegisterPage, { path: '/register', api });
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText('Please enter your first name.')).toBeVisible();
    expect(screen.getByText('Please enter your last name.')).toBeVisible();
    expect(screen.getByText('Please enter your email.')).toBeVisible();
    expect(screen.getByText('Please choose a password.')).toBeVisible();
    expect(api.requests).toHaveLength(0);
  });

  it('asks for at least 8 characters, on blur, with new-password autocomplete', async () => {
    renderAuthPage(RegisterPage, { path: '/register', api: fakeApi(() => undefined) });
    const password = screen.getByLabelText('Password');
    expect(password).toHaveAttribute('autocomplete', 'new-password');
    await userEvent.type(password, 'short');
    await userEvent.tab();
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
    renderAuthPage(RegisterPage, { path: '/register', api });
    await fill({
      'First name': 'Nova',
      'Last name': 'Person',
      Email: 'taken@example.com',
      Password: 'long-enough-1',
    });
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
    const email = screen.getByLabelText('Email');
    await waitFor(() => expect(email).toHaveAccessibleDescription(/already exists/));
    expect(email).toHaveValue('taken@example.com');
    expect(screen.getByLabelText('First name')).toHaveValue('Nova');
  });

  it('goes to /otp after signing up, as the new account is not verified yet', async () => {
    const api = fakeApi(() => ({
      status: 201,
      data: { data: { access: 'a', refresh: 'r', user_data: { ...API_USER, is_verified: false } } },
    }));
    renderAuthPage(RegisterPage, { path: '/register', api });
    await fill({
      'First name': 'Nova',
      'Last name': 'Person',
      Email: 'nova@example.com',
      Password: 'long-enough-1',
    });
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
    await waitFor(() => expect(screen.getByLabelText('Current page')).toHaveTextContent('/otp'));
  });
  it('on a brand without /otp, goes to /profile (which asks for the code in place), query kept', async () => {
    const api = fakeApi(() => ({
      status: 201,
      data: { data: { access: 'a', refresh: 'r', user_data: { ...API_USER, is_verified: false } } },
    }));
    renderAuthPage(RegisterPage, { path: '/register?utm_source=mail', api, brand: 'celeorg' });
    await fill({
      'First name': 'Nova',
      'Last name': 'Person',
      Email: 'nova@example.com',
      Password: 'long-enough-1',
    });
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
    await waitFor(() =>
      expect(screen.getByLabelText('Current page')).toHaveTextContent('/profile?utm_source=mail'),
    );
    expect(screen.getByLabelText('Current page')).not.toHaveTextContent('/otp');
  });
});
