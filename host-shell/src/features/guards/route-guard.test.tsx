import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { storage } from 'shared-contracts';
import type { LoadModule } from '../remotes';
import { fakeApi, type FakeAnswer } from 'shared-contracts/testing';
import { aUser } from '../../testing/test-user';
import { loadFakePage } from '../../testing/fake-pages';
import { renderShell } from '../../testing/render-shell';

const ME = 'GET /api/users/me/';

function signIn() {
  storage.set('access', 'access-token');
  storage.set('refresh', 'refresh-token');
}

const location = () => screen.getByLabelText('Current page').textContent;

beforeEach(() => localStorage.clear());

describe('pages that need a signed-in user (auth)', () => {
  it('send a visitor without a token to login, keeping the query and the intended page', async () => {
    const api = fakeApi({});
    renderShell({ brand: 'stud', path: '/order-history?utm_source=mail', apiClient: api.client });

    expect(await screen.findByRole('heading', { name: 'LoginPage (login)' })).toBeInTheDocument();
    expect(location()).toBe('/login?utm_source=mail&next=%2Forder-history');
    expect(api.sent()).toEqual([]);
  });

  it('show the page to a verified user, after fetching the user', async () => {
    signIn();
    const api = fakeApi({ [ME]: { status: 200, data: aUser({ is_verified: true }) } });
    renderShell({ brand: 'cele', path: '/profile', apiClient: api.client });

    expect(screen.getByText('Checking your account…')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'ProfilePage (profile)' })).toBeInTheDocument();
    expect(api.sent()).toContain(ME);
    expect(storage.get('user')?.email).toBe('sam@example.com');
  });

  it('fetch the user again on each guarded page load', async () => {
    signIn();
    const user = userEvent.setup();
    const api = fakeApi({ [ME]: { status: 200, data: aUser() } });
    renderShell({ brand: 'stud', path: '/profile', apiClient: api.client });
    await screen.findByRole('heading', { name: 'ProfilePage (profile)' });
    const before = api.sent().filter((request) => request === ME).length;

    await user.click(screen.getByRole('link', { name: 'Stud home' }));
    await screen.findByRole('heading', { name: 'HomePage (home)' });
    // Signed in, the header's profile icon opens the account menu (Profile, Log out).
    await user.click(screen.getByRole('button', { name: 'Account' }));
    await user.click(await screen.findByRole('link', { name: 'Profile' }));

    expect(await screen.findByRole('heading', { name: 'ProfilePage (profile)' })).toBeInTheDocument();
    expect(api.sent().filter((request) => request === ME).length).toBe(before + 1);
  });

  it('send an unverified user from order history to /otp', async () => {
    signIn();
    const api = fakeApi({ [ME]: { status: 200, data: aUser({ is_verified: false }) } });
    renderShell({ brand: 'careapp', path: '/order-history', apiClient: api.client });

    expect(await screen.findByRole('heading', { name: 'OtpPage (otp)' })).toBeInTheDocument();
    expect(location()).toBe('/otp');
  });

  it('ask an unverified user for the code in place on a brand without /otp, keeping the URL', async () => {
    signIn();
    const api = fakeApi({ [ME]: { status: 200, data: aUser({ is_verified: false }) } });
    renderShell({ brand: 'celeorg', path: '/profile?next=%2Fabout', apiClient: api.client });

    expect(await screen.findByRole('heading', { name: 'OtpPage (otp)' })).toBeInTheDocument();
    expect(location()).toBe('/profile?next=%2Fabout');
    expect(screen.queryByRole('heading', { name: 'ProfilePage (profile)' })).not.toBeInTheDocument();
  });

  it('show the page itself once the in-place code has verified the user (new tokens stored)', async () => {
    signIn();
    let verified = false;
    const api = fakeApi({ [ME]: () => ({ status: 200, data: aUser({ is_verified: verified }) }) });
    renderShell({ brand: 'celeorg', path: '/profile', apiClient: api.client });
    await screen.findByRole('heading', { name: 'OtpPage (otp)' });

    verified = true;
    act(() => storage.set('access', 'access-token-after-verify-otp'));

    expect(await screen.findByRole('heading', { name: 'ProfilePage (profile)' })).toBeInTheDocument();
    expect(location()).toBe('/profile');
  });

  it('send a user whose token the server refuses to login, and forget the token', async () => {
    signIn();
    const api = fakeApi({
      [ME]: { status: 401, data: { detail: 'expired' } },
      'POST /api/users/refresh-token/': { status: 401, data: { detail: 'expired' } },
    });
    renderShell({ brand: 'stud', path: '/change-password', apiClient: api.client });

    expect(await screen.findByRole('heading', { name: 'LoginPage (login)' })).toBeInTheDocument();
    expect(storage.get('access')).toBeNull();
  });

  it('keep the tokens another tab stored while a refused answer was on its way', async () => {
    signIn();
    const api = fakeApi({
      [ME]: (config) => {
        if (config.headers.Authorization !== 'Bearer access-token') {
          return { status: 200, data: aUser({ is_verified: true }) };
        }
        // Another tab signs in again before this tab's answer for the old token arrives.
        storage.set('access', 'fresh-access');
        storage.set('refresh', 'fresh-refresh');
        return { status: 401, data: { detail: 'expired' } };
      },
      'POST /api/users/refresh-token/': { status: 401, data: { detail: 'expired' } },
    });
    renderShell({ brand: 'stud', path: '/change-password', apiClient: api.client });

    expect(
      await screen.findByRole('heading', { name: 'ChangePasswordPage (change-password)' }),
    ).toBeInTheDocument();
    expect(storage.get('access')).toBe('fresh-access');
    expect(storage.get('refresh')).toBe('fresh-refresh');
  });

  it('show the error page with Retry when the user cannot be fetched, and Retry tries again', async () => {
    signIn();
    const user = userEvent.setup();
    let answer: FakeAnswer = 'network-error';
    const api = fakeApi({ [ME]: () => answer });
    renderShell({ brand: 'stud', path: '/profile', apiClient: api.client });

    const retry = await screen.findByRole('button', { name: 'Retry' });
    expect(screen.getByRole('heading', { name: 'An error has occurred.' })).toBeInTheDocument();

    answer = { status: 200, data: aUser() };
    await user.click(retry);

    expect(await screen.findByRole('heading', { name: 'ProfilePage (profile)' })).toBeInTheDocument();
  });

  it('send the visitor to login when they log out elsewhere (session/changed)', async () => {
    signIn();
    const api = fakeApi({ [ME]: { status: 200, data: aUser() } });
    renderShell({ brand: 'stud', path: '/profile', apiClient: api.client });
    await screen.findByRole('heading', { name: 'ProfilePage (profile)' });

    act(() => storage.remove('access'));

    expect(await screen.findByRole('heading', { name: 'LoginPage (login)' })).toBeInTheDocument();
    expect(location()).toBe('/login?next=%2Fprofile');
  });
});

describe('pages for guests (login, register)', () => {
  it('are shown to a visitor without a token', async () => {
    renderShell({ brand: 'cele', path: '/register', apiClient: fakeApi({}).client });

    expect(await screen.findByRole('heading', { name: 'RegisterPage (register)' })).toBeInTheDocument();
  });

  it('send a signed-in visitor to /profile', async () => {
    signIn();
    const api = fakeApi({ [ME]: { status: 200, data: aUser() } });
    renderShell({ brand: 'celeorg', path: '/login', apiClient: api.client });

    expect(await screen.findByRole('heading', { name: 'ProfilePage (profile)' })).toBeInTheDocument();
    expect(location()).toBe('/profile');
  });

  it('send a visitor who just logged in to the next page the guard kept, with the rest of the query', async () => {
    const api = fakeApi({ [ME]: { status: 200, data: aUser() } });
    renderShell({
      brand: 'stud',
      path: '/login?next=%2Forder-history&utm_source=mail',
      apiClient: api.client,
    });
    await screen.findByRole('heading', { name: 'LoginPage (login)' });

    act(() => signIn());

    expect(await screen.findByRole('heading', { name: /^OrderHistoryPage/ })).toBeInTheDocument();
    expect(location()).toBe('/order-history?utm_source=mail');
  });

  it('send a signed-in visitor on register to /profile, also with a next off the site', async () => {
    signIn();
    const api = fakeApi({ [ME]: { status: 200, data: aUser() } });
    renderShell({ brand: 'stud', path: '/register?next=%2F%2Fevil.example', apiClient: api.client });

    expect(await screen.findByRole('heading', { name: 'ProfilePage (profile)' })).toBeInTheDocument();
    expect(location()).toBe('/profile');
  });
});

describe('the one-time code page (otp)', () => {
  it('is shown to a visitor without a token: sign-up starts no session, the code does', async () => {
    renderShell({ brand: 'cele', path: '/otp', apiClient: fakeApi({}).client });

    expect(await screen.findByRole('heading', { name: 'OtpPage (otp)' })).toBeInTheDocument();
    expect(location()).toBe('/otp');
  });

  it('is shown to a user who still has to verify', async () => {
    signIn();
    const api = fakeApi({ [ME]: { status: 200, data: aUser({ is_verified: false }) } });
    renderShell({ brand: 'stud', path: '/otp', apiClient: api.client });

    expect(await screen.findByRole('heading', { name: 'OtpPage (otp)' })).toBeInTheDocument();
  });

  it('sends a verified user to /profile', async () => {
    signIn();
    const api = fakeApi({ [ME]: { status: 200, data: aUser({ is_verified: true }) } });
    renderShell({ brand: 'stud', path: '/otp', apiClient: api.client });

    expect(await screen.findByRole('heading', { name: 'ProfilePage (profile)' })).toBeInTheDocument();
  });
});

describe('pages for editors and admins (editor): the A/B content editor', () => {
  const EDITOR_PAGE = '/admin/ab-content/stud-home-hero/';

  it('sends a visitor without a token to login', async () => {
    renderShell({ brand: 'stud', path: EDITOR_PAGE, apiClient: fakeApi({}).client });

    expect(await screen.findByRole('heading', { name: 'LoginPage (login)' })).toBeInTheDocument();
    expect(location()).toBe(`/login?next=${encodeURIComponent(EDITOR_PAGE)}`);
  });

  it.each(['editor', 'admin'] as const)('shows the editor to an %s, on every brand', async (role) => {
    signIn();
    const api = fakeApi({ [ME]: { status: 200, data: aUser({ role }) } });
    renderShell({ brand: 'celeorg', path: EDITOR_PAGE, apiClient: api.client });

    expect(
      await screen.findByRole('heading', { name: 'AbContentEditorPage (ab-content-editor)' }),
    ).toBeInTheDocument();
  });

  it('tells a customer the page is not for them, and never loads the editor', async () => {
    signIn();
    const api = fakeApi({ [ME]: { status: 200, data: aUser({ role: 'customer' }) } });
    const loaded: string[] = [];
    const loadModule: LoadModule = (id) => {
      loaded.push(id);
      return loadFakePage(id);
    };
    renderShell({ brand: 'stud', path: EDITOR_PAGE, apiClient: api.client, loadModule });

    expect(
      await screen.findByRole('heading', { name: 'This page is for editors and admins' }),
    ).toBeInTheDocument();
    expect(loaded.filter((id) => id.includes('AbContentEditorPage'))).toEqual([]);
    expect(screen.getByRole('link', { name: 'Back to the home page' })).toBeInTheDocument();
  });
});
