import { GoogleOAuthProvider } from '@react-oauth/google';
import { useCallback, type ReactNode } from 'react';
import { getRuntimeConfig, isGoogleSignInEnabled } from 'shared-contracts';

interface GoogleSignInProviderProps {
  children: ReactNode;
  /** Told when Google's script cannot load (offline, blocked); defaults to a console warning. */
  onUnavailable?: () => void;
}

/**
 * Wraps every route with Google's sign-in context (SPEC §2) when the runtime config has a client
 * id. The script loads in the background; if it never arrives the site renders regardless, and
 * only the Google button stays inert.
 */
export function GoogleSignInProvider({ children, onUnavailable }: GoogleSignInProviderProps) {
  const onScriptLoadError = useCallback(() => {
    if (onUnavailable) onUnavailable();
    else console.warn('host-shell: Google sign-in is unavailable (its script did not load).');
  }, [onUnavailable]);

  // The same test the remotes make before rendering Google's components, so the provider is
  // there exactly when they use it; without it Google's script would load for nothing.
  if (!isGoogleSignInEnabled()) return children;
  return (
    <GoogleOAuthProvider
      clientId={getRuntimeConfig().googleClientId.trim()}
      onScriptLoadError={onScriptLoadError}
    >
      {children}
    </GoogleOAuthProvider>
  );
}
