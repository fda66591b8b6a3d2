import { useGoogleOAuth } from '@react-oauth/google';
import { fireEvent, render, screen } from '@testing-library/react';
import { GoogleSignInProvider } from './google-sign-in-provider';

function UsesGoogle() {
  const { clientId } = useGoogleOAuth();
  return <p>Google ready for {clientId}</p>;
}

const googleScript = () => document.querySelector<HTMLScriptElement>('script[src*="accounts.google.com"]');

afterEach(() => googleScript()?.remove());

describe('GoogleSignInProvider', () => {
  it('renders the site without Google when no client id is configured', () => {
    render(
      <GoogleSignInProvider clientId="">
        <p>Site</p>
      </GoogleSignInProvider>,
    );

    expect(screen.getByText('Site')).toBeInTheDocument();
    expect(googleScript()).toBeNull();
  });

  it('gives pages the Google context when a client id is configured', () => {
    render(
      <GoogleSignInProvider clientId="client-1.apps.googleusercontent.com">
        <UsesGoogle />
      </GoogleSignInProvider>,
    );

    expect(screen.getByText('Google ready for client-1.apps.googleusercontent.com')).toBeInTheDocument();
  });

  it('keeps rendering and reports it when Google cannot be reached (offline)', () => {
    const onUnavailable = jest.fn();
    render(
      <GoogleSignInProvider clientId="client-1.apps.googleusercontent.com" onUnavailable={onUnavailable}>
        <p>Site</p>
      </GoogleSignInProvider>,
    );

    fireEvent.error(googleScript() as HTMLScriptElement);

    expect(onUnavailable).toHaveBeenCalledTimes(1);
    expect(screen.getByText('Site')).toBeInTheDocument();
  });
});
