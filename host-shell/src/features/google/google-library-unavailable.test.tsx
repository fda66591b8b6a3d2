import { render, screen } from '@testing-library/react';
import { defaultRuntimeConfig, isGoogleSignInEnabled, setRuntimeConfig } from 'shared-contracts';
import { GoogleSignInProvider } from './google-sign-in-provider';

// Google's library as a chunk that cannot be fetched (a deploy removed it, the connection dropped).
jest.mock('@react-oauth/google', () => {
  throw new Error('Loading chunk google-sign-in failed.');
});

it('renders the site without Google and switches Google sign-in off when its library cannot be fetched', async () => {
  const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  setRuntimeConfig({ ...defaultRuntimeConfig(), googleClientId: 'client-1.apps.googleusercontent.com' });

  render(
    <GoogleSignInProvider>
      <p>Site</p>
    </GoogleSignInProvider>,
  );

  expect(await screen.findByText('Site')).toBeInTheDocument();
  // What the sign-in pages check before rendering Google's button, which needs the provider.
  expect(isGoogleSignInEnabled()).toBe(false);
  expect(warn).toHaveBeenCalledWith(expect.stringContaining('its library did not load'), expect.any(Error));
  warn.mockRestore();
});
