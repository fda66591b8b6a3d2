import { screen } from '@testing-library/react';
import type { ComponentType } from 'react';
import { Provider } from 'react-redux';
import { serverRenderThenHydrate } from 'remote-kit/testing';
import { createRenderScope, storage, type RemotePageProps, type RenderScope } from 'shared-contracts';
import { createAuthStore } from '../app/store';
import { fakeApi, pageProps } from '../testing/auth-test-kit';
import ChangePasswordPage from './change-password-page';
import CompleteProfilePage from './complete-profile-page';
import ManageCommunicationsPage from './manage-communications-page';
import * as LoginPage from './login-page';
import OtpPage from './otp-page';
import ProfilePage from './profile-page';
import * as RegisterPage from './register-page';
import * as ResetPasswordOtpPage from './reset-password-otp-page';
import * as ResetPasswordPage from './reset-password-page';

// The sign-in pages opt into the shell's server render (docs/adr/0140) as a guest sees them: their
// heading and empty form in the first HTML, the same markup as the browser's first render.

interface PageModule {
  default: ComponentType<RemotePageProps>;
  prepare: (scope: RenderScope) => Promise<void>;
}

async function renderOnServerThenHydrate(
  { default: Page, prepare }: PageModule,
  path: string,
  { brand = 'stud', browserState }: { brand?: RemotePageProps['brand']; browserState?: unknown } = {},
) {
  const api = fakeApi(() => undefined);
  const scope = createRenderScope({ visitorId: 'server-visitor' });
  await prepare(scope);
  const rendered = await serverRenderThenHydrate({
    server: <Page {...pageProps(brand)} renderScope={scope} />,
    browser: (
      <Provider store={createAuthStore(api.client)}>
        <Page {...pageProps(brand)} />
      </Provider>
    ),
    path,
    browserState,
  });
  // Neither side asked the API for anything.
  expect(api.requests).toEqual([]);
  return { ...rendered, scope };
}

const CASES = [
  {
    name: 'login',
    module: LoginPage,
    path: '/login?next=%2Fprofile',
    heading: 'Log in',
    form: 'Log in with your password',
  },
  {
    name: 'register',
    module: RegisterPage,
    path: '/register',
    heading: 'Create your account',
    form: 'Create your account',
  },
  {
    name: 'reset-password',
    module: ResetPasswordPage,
    path: '/reset-password',
    heading: 'Reset your password',
    form: 'Reset your password',
  },
  {
    name: 'reset-password-otp',
    module: ResetPasswordOtpPage,
    path: '/reset-password-otp',
    heading: 'Choose a new password',
    form: 'Choose a new password',
  },
];

describe('sign-in pages rendered on the server', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it.each(CASES)(
    '$name: its heading and empty form in the first HTML, hydrated as they are',
    async ({ module, path, heading, form }) => {
      const { html, problems, scope, unmount } = await renderOnServerThenHydrate(module, path);
      expect(html).toContain(`>${heading}</h1>`);
      expect(html).toContain(`aria-label="${form}"`);
      expect(problems).toEqual([]);
      // The server's page used the render's own store, not the tab's.
      expect(scope.instances.has('auth')).toBe(true);
      expect(screen.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      for (const field of document.querySelectorAll('input')) expect(field).toHaveValue('');
      unmount();
    },
  );

  it('keeps the register link’s query on the login page, as the browser writes it', async () => {
    const { html, unmount } = await renderOnServerThenHydrate(LoginPage, '/login?next=%2Fprofile');
    expect(html).toContain('href="/register?next=%2Fprofile"');
    unmount();
  });

  it('fills the reset code form’s email from the link on the server too', async () => {
    const { html, problems, unmount } = await renderOnServerThenHydrate(
      ResetPasswordOtpPage,
      '/reset-password-otp?email=casey%40example.com',
    );
    expect(html).toContain('value="casey@example.com"');
    expect(problems).toEqual([]);
    unmount();
  });

  it('hydrates a reload of the code form in place of register ({product}celeorg) without a mismatch, then shows it', async () => {
    const { html, problems, unmount } = await renderOnServerThenHydrate(RegisterPage, '/register', {
      brand: 'celeorg',
      browserState: { verifyEmail: 'casey@example.com', confirmSignUp: true },
    });
    // The server sees no history state: it renders the sign-up form; the browser then the code form.
    expect(html).toContain('>Create your account</h1>');
    expect(problems).toEqual([]);
    expect(await screen.findByText(/casey@example.com/)).toBeVisible();
    unmount();
  });
});

// The signed-in pages rendered by the shell's server (docs/adr/0150): their frame and
// placeholders; the shell's guard holds their personal parts (personalParts false) until it knows
// the visitor, and the browser's first render is the server's.
describe('the signed-in pages on the server', () => {
  afterEach(() => localStorage.clear());

  it('profile: the heading and a skeleton line per field, no user', async () => {
    storage.set('user', { email: 'sam@example.com' } as never);
    const page = await serverRenderThenHydrate({
      server: <ProfilePage brand="stud" renderScope={createRenderScope()} />,
      browser: <ProfilePage brand="stud" personalParts={false} />,
      path: '/profile',
    });

    expect(page.html).toContain('Your profile</h1>');
    expect(page.html).toContain('aria-label="Loading your profile"');
    expect(page.html).not.toContain('sam@example.com');
    expect(page.problems).toEqual([]);
    expect(screen.getByLabelText('Loading your profile')).toBeInTheDocument();
    page.unmount();
  });

  it('change password: the whole form (nothing in it is personal)', async () => {
    const page = await serverRenderThenHydrate({
      server: <ChangePasswordPage renderScope={createRenderScope()} />,
      browser: <ChangePasswordPage personalParts={false} />,
      path: '/change-password',
    });

    expect(page.html).toContain('Change password</h1>');
    expect(page.html).toContain('Current password');
    expect(page.problems).toEqual([]);
    page.unmount();
  });

  it('otp: the form that asks for the address; the stored address shows only after hydration', async () => {
    storage.set('user', { email: 'sam@example.com' } as never);
    const page = await serverRenderThenHydrate({
      server: <OtpPage brand="stud" renderScope={createRenderScope()} />,
      browser: <OtpPage brand="stud" />,
      path: '/otp',
    });

    expect(page.html).toContain('Verify your email</h1>');
    expect(page.html).not.toContain('sam@example.com');
    expect(page.problems).toEqual([]);
    expect(await screen.findByText('We sent a 6-digit code to sam@example.com.')).toBeInTheDocument();
    page.unmount();
  });

  it('otp: the field that asked for the address holds the known one after hydration, read-only', async () => {
    storage.set('user', { email: 'sam@example.com' } as never);
    const page = await serverRenderThenHydrate({
      server: <OtpPage brand="stud" renderScope={createRenderScope()} />,
      browser: <OtpPage brand="stud" />,
      path: '/otp',
    });

    expect(page.html).toContain('type="email"');
    expect(page.problems).toEqual([]);
    expect(await screen.findByDisplayValue('sam@example.com')).toHaveAttribute('readonly');
    expect(screen.getByLabelText('Email')).toHaveValue('sam@example.com');
    page.unmount();
  });

  it('complete profile: the heading, the intro and the questions as placeholders, whoever it is', async () => {
    storage.set('access', 'token-of-sam');
    const page = await serverRenderThenHydrate({
      server: <CompleteProfilePage brand="careapp" renderScope={createRenderScope()} />,
      browser: <CompleteProfilePage brand="careapp" personalParts={false} />,
      path: '/complete-profile',
    });

    expect(page.html).toContain('Complete your profile</h1>');
    expect(page.html).toContain('A few answers help us tailor your care.');
    expect(page.html).toContain('aria-label="Loading the questions"');
    expect(page.html).toContain('data-skeleton="block"');
    // The server knows no session: it neither asks to log in nor shows a question.
    expect(page.html).not.toContain('Log in to answer');
    expect(page.problems).toEqual([]);
    expect(screen.getByRole('group', { name: 'Loading the questions' })).toHaveAttribute('aria-busy', 'true');
    page.unmount();
  });

  it('complete profile: without a session, the browser asks to log in once hydrated', async () => {
    const page = await serverRenderThenHydrate({
      server: <CompleteProfilePage brand="careapp" renderScope={createRenderScope()} />,
      browser: <CompleteProfilePage brand="careapp" />,
      path: '/complete-profile',
    });

    expect(page.problems).toEqual([]);
    expect(await screen.findByText(/Log in to answer a few questions about your health\./)).toBeVisible();
    page.unmount();
  });

  it('manage communications: the heading and the form’s shape, no address, nothing asked for', async () => {
    const api = fakeApi(() => ({
      status: 200,
      data: { i_hash: 'hash-1234567', check: true, email: 'sa***@example.com' },
    }));
    const page = await serverRenderThenHydrate({
      server: <ManageCommunicationsPage {...pageProps('stud')} renderScope={createRenderScope()} />,
      browser: (
        <Provider store={createAuthStore(api.client)}>
          <ManageCommunicationsPage {...pageProps('stud')} personalParts={false} />
        </Provider>
      ),
      path: '/manage-communications?i_hash=hash-1234567',
    });

    expect(page.html).toContain('Email preferences</h1>');
    expect(page.html).toContain('aria-label="Loading your email preferences"');
    expect(page.html).not.toContain('@example.com');
    expect(page.problems).toEqual([]);
    // Held by the shell (personalParts false): the placeholder stays and nothing is asked for.
    expect(screen.getByRole('group', { name: 'Loading your email preferences' })).toBeInTheDocument();
    expect(api.requests).toEqual([]);
    page.unmount();
  });
});
