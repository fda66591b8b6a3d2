import { useGoogleOAuth } from '@react-oauth/google';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { defaultRuntimeConfig, setRuntimeConfig } from 'shared-contracts';
import { GoogleSignInProvider } from './google-sign-in-provider';

function UsesGoogle() {
  const { clientId } = useGoogleOAuth();
  return <p>Google ready for {clientId}</p>;
}

const googleScript = () => document.querySelector<HTMLScriptElement>('script[src*="accounts.google.com"]');
const configure = (googleClientId: string) => setRuntimeConfig({ ...defaultRuntimeConfig(), googleClientId });

afterEach(() => googleScript()?.remove());

describe('GoogleSignInProvider', () => {
  it.each([
    ['no client id', ''],
    ['a blank client id', '   '],
  ])('renders the site without Google when the config has %s', (_case, clientId) => {
    configure(clientId);
    render(
      <GoogleSignInProvider>
        <p>Site</p>
      </GoogleSignInProvider>,
    );

    expect(screen.getByText('Site')).toBeInTheDocument();
    expect(googleScript()).toBeNull();
  });

  it('gives pages the Google context when a client id is configured', async () => {
    configure('client-1.apps.googleusercontent.com');
    render(
      <GoogleSignInProvider>
        <UsesGoogle />
      </GoogleSignInProvider>,
    );

    expect(
      await screen.findByText('Google ready for client-1.apps.googleusercontent.com'),
    ).toBeInTheDocument();
  });

  it('keeps rendering and reports it when Google cannot be reached (offline)', async () => {
    configure('client-1.apps.googleusercontent.com');
    const onUnavailable = jest.fn();
    render(
      <GoogleSignInProvider onUnavailable={onUnavailable}>
        <p>Site</p>
      </GoogleSignInProvider>,
    );

    await waitFor(() => expect(googleScript()).not.toBeNull());
    fireEvent.error(googleScript() as HTMLScriptElement);

    expect(onUnavailable).toHaveBeenCalledTimes(1);
    expect(screen.getByText('Site')).toBeInTheDocument();
  });
});
