import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderInRemote } from 'remote-kit/testing';
import { storage, type ApiClient } from 'shared-contracts';
import { bodyOf, fakeApi } from 'shared-contracts/testing';
import { ApiClientProvider } from '../guards';
import { ProfileMenu } from './profile-menu';

afterEach(() => localStorage.clear());

function renderMenu(client: ApiClient) {
  renderInRemote(<ProfileMenu />, {
    wrap: (children) => <ApiClientProvider client={client}>{children}</ApiClientProvider>,
    path: '/shop',
  });
}

describe('the header profile menu', () => {
  it('is a link to /profile for a visitor', () => {
    const api = fakeApi({});
    renderMenu(api.client);
    expect(screen.getByRole('link', { name: 'Profile' })).toHaveAttribute('href', '/profile');
    expect(api.sent()).toEqual([]);
  });

  it('offers Log out to a signed-in user, which revokes the session and clears tokens and user', async () => {
    storage.set('access', 'access-1');
    storage.set('refresh', 'refresh-1');
    const api = fakeApi({ 'POST /api/users/logout/': { status: 200, data: { detail: 'Logged out.' } } });
    renderMenu(api.client);
    await userEvent.click(await screen.findByRole('button', { name: 'Account' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Log out' }));
    await waitFor(() => expect(screen.getByLabelText('Current page')).toHaveTextContent(/^\/login$/));
    await waitFor(() => expect(storage.get('access')).toBeNull());
    expect(storage.get('refresh')).toBeNull();
    expect(api.sent()).toEqual(['POST /api/users/logout/']);
    expect(bodyOf(api.requests[0]!)).toEqual({ refresh: 'refresh-1' });
  });
});
