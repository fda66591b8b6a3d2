import { GoogleOAuthProvider } from '@react-oauth/google';
import { screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { defaultRuntimeConfig, resetRuntimeConfig, setRuntimeConfig } from 'shared-contracts';
import LoginPage from '../pages/login-page';
import { createAuthStore } from '../app/store';
import { renderInRemote } from 'remote-kit/testing';
import { fakeApi, inAuth, pageProps } from '../testing/auth-test-kit';
import { GoogleSignInButton } from './google-sign-in-button';

const CLIENT_ID = '123-abc.apps.googleusercontent.com';
const googleScript = () => document.querySelector('script[src*="accounts.google.com/gsi/client"]');

afterEach(() => {
  resetRuntimeConfig();
  document.head.querySelectorAll('script').forEach((script) => script.remove());
});

describe('the Google sign-in button', () => {
  it('is not shown without a Google client id, loads nothing from Google, and the login forms still work', () => {
    setRuntimeConfig(defaultRuntimeConfig());
    const { container } = renderInRemote(
      <LoginPage {...pageProps()} />,
      inAuth(
        fakeApi(() => undefined),
        '/login',
      ),
    );
    // Without a client id the shell renders no GoogleOAuthProvider: the button must not need one.
    expect(container.querySelector('.google')).toBeNull();
    expect(googleScript()).toBeNull();
    expect(screen.getByRole('form', { name: 'Log in with your password' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Log in with a code instead' })).toBeEnabled();
  });

  it('is shown, with Google loading its script, when the runtime config has a client id', () => {
    setRuntimeConfig({ ...defaultRuntimeConfig(), googleClientId: CLIENT_ID });
    const store = createAuthStore(fakeApi(() => undefined).client);
    const { container } = renderInRemote(<GoogleSignInButton />, {
      wrap: (children) => (
        <GoogleOAuthProvider clientId={CLIENT_ID}>
          <Provider store={store}>{children}</Provider>
        </GoogleOAuthProvider>
      ),
    });
    expect(container.querySelector('.google')).not.toBeNull();
    expect(googleScript()).not.toBeNull();
  });
});
