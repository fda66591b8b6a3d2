import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { storage } from 'shared-contracts';
import ProfilePage from '../../pages/profile-page';
import { renderInRemote } from 'remote-kit/testing';
import { API_USER, fakeApi, inAuth, pageProps } from '../../testing/auth-test-kit';

afterEach(() => localStorage.clear());

describe('the profile page', () => {
  it('shows the current user fetched on load, and requires first and last name when editing', async () => {
    const api = fakeApi(() => ({ status: 200, data: API_USER }));
    renderInRemote(<ProfilePage {...pageProps()} />, inAuth(api, '/profile'));
    expect(await screen.findByText('casey@example.com')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Edit profile' }));
    await userEvent.clear(screen.getByLabelText('First name'));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Please enter your first name.')).toBeVisible();
  });

  it('holds the details’ room while the user loads: the same labels, then the values in their place', async () => {
    const api = fakeApi(() => ({ status: 200, data: API_USER }));
    renderInRemote(<ProfilePage {...pageProps()} />, inAuth(api, '/profile'));
    const loading = screen.getByLabelText('Loading your profile');
    expect(loading).toHaveAttribute('aria-busy', 'true');
    const labels = (list: HTMLElement) => [...list.querySelectorAll('dt')].map((term) => term.textContent);
    const loadingLabels = labels(loading);
    expect(loading.querySelectorAll('dd [data-skeleton="text"]')).toHaveLength(loadingLabels.length);
    const email = await screen.findByText('casey@example.com');
    const loaded = email.closest('dl');
    expect(loaded).not.toBeNull();
    expect(loaded?.className).toBe(loading.className);
    expect(labels(loaded as HTMLElement)).toEqual(loadingLabels);
  });

  it('logs out: the server is told, tokens and user are removed, and login is shown', async () => {
    storage.set('access', 'access-1');
    storage.set('refresh', 'refresh-1');
    storage.set('user', API_USER as never);
    const api = fakeApi((request) =>
      request.url.endsWith('/logout/')
        ? { status: 200, data: { detail: 'Logged out.' } }
        : { status: 200, data: API_USER },
    );
    renderInRemote(<ProfilePage {...pageProps()} />, inAuth(api, '/profile'));
    await userEvent.click(await screen.findByRole('button', { name: 'Log out' }));
    await waitFor(() => expect(screen.getByLabelText('Current page')).toHaveTextContent('/login'));
    expect(api.requests.find((request) => request.url.endsWith('/logout/'))?.body).toEqual({
      refresh: 'refresh-1',
    });
    expect(storage.get('access')).toBeNull();
    expect(storage.get('refresh')).toBeNull();
    expect(storage.get('user')).toBeNull();
  });

  it('offers the onboarding until it is complete, and links only to pages the brand has', async () => {
    const api = fakeApi(() => ({ status: 200, data: { ...API_USER, on_boarding_step: 'profile' } }));
    const stud = renderInRemote(<ProfilePage {...pageProps()} />, inAuth(api, '/profile'));
    expect(await screen.findByRole('link', { name: 'Complete your profile' })).toHaveAttribute(
      'href',
      '/complete-profile',
    );
    expect(screen.getByRole('link', { name: 'Change password' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Email preferences' })).toBeVisible();
    stud.unmount();

    // careapp has /complete-profile but neither /change-password nor /manage-communications.
    renderInRemote(<ProfilePage {...pageProps('careapp')} />, inAuth(api, '/profile'));
    expect(await screen.findByRole('link', { name: 'Complete your profile' })).toBeVisible();
    expect(screen.queryByRole('link', { name: 'Change password' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Email preferences' })).toBeNull();
  });

  it.each([
    // docs/product.md §2: {product}cele has /change-password only; {product}celeorg none of the three.
    ['cele', true, false, false],
    ['celeorg', false, false, false],
  ] as const)(
    'on %s links to change password: %s, onboarding: %s, email preferences: %s',
    async (brand, change, onboarding, comms) => {
      const api = fakeApi(() => ({ status: 200, data: { ...API_USER, on_boarding_step: 'profile' } }));
      renderInRemote(<ProfilePage {...pageProps(brand)} />, inAuth(api, '/profile'));
      expect(await screen.findByText('casey@example.com')).toBeVisible();
      const shown = (name: string) => screen.queryByRole('link', { name }) !== null;
      expect([shown('Change password'), shown('Complete your profile'), shown('Email preferences')]).toEqual([
        change,
        onboarding,
        comms,
      ]);
    },
  );

  it('stops offering the onboarding once on_boarding_step is completed', async () => {
    const api = fakeApi(() => ({ status: 200, data: { ...API_USER, on_boarding_step: 'completed' } }));
    renderInRemote(<ProfilePage {...pageProps()} />, inAuth(api, '/profile'));
    expect(await screen.findByText('casey@example.com')).toBeVisible();
    expect(screen.queryByRole('link', { name: 'Complete your profile' })).toBeNull();
  });
});
