import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AxiosAdapter } from 'axios';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { createApiClient, storage } from 'shared-contracts';
import { ApiClientProvider } from '../guards/api-client-context';
import { ProfileMenu } from './profile-menu';

afterEach(() => localStorage.clear());

function renderMenu(adapter: AxiosAdapter) {
  const client = createApiClient({ adapter, baseURL: () => 'http://api.test', locks: null });
  render(
    <ApiClientProvider client={client}>
      <MemoryRouter initialEntries={['/shop']}>
        <Routes>
          <Route path="/login" element={<h1>Log in</h1>} />
          <Route path="*" element={<ProfileMenu />} />
        </Routes>
      </MemoryRouter>
    </ApiClientProvider>,
  );
}

describe('the header profile menu', () => {
  it('is a link to /profile for a visitor', () => {
    renderMenu(() => Promise.reject(new Error('no call expected')));
    expect(screen.getByRole('link', { name: 'Profile' })).toHaveAttribute('href', '/profile');
  });

  it('offers Log out to a signed-in user, which revokes the session and clears tokens and user', async () => {
    storage.set('access', 'access-1');
    storage.set('refresh', 'refresh-1');
    const calls: { url?: string; data?: unknown }[] = [];
    renderMenu((config) => {
      calls.push({ url: config.url, data: config.data });
      return Promise.resolve({
        data: { detail: 'Logged out.' },
        status: 200,
        statusText: '',
        headers: {},
        config,
      });
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Account' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Log out' }));
    expect(await screen.findByRole('heading', { name: 'Log in' })).toBeVisible();
    await waitFor(() => expect(storage.get('access')).toBeNull());
    expect(storage.get('refresh')).toBeNull();
    expect(calls).toEqual([{ url: '/api/users/logout/', data: JSON.stringify({ refresh: 'refresh-1' }) }]);
  });
});
