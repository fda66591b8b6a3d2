import { GoogleOAuthProvider } from '@react-oauth/google';
import { useCallback, type ReactNode } from 'react';

interface GoogleSignInProviderProps {
  /** From the runtime config; '' turns Google sign-in off for the deployment. */
  clientId: string;
  children: ReactNode;
  /** Told when Google's script cannot load (offline, blocked); defaults to a console warning. */
  onUnavailable?: () => void;
}

/**
 * Wraps every route with Google's sign-in context (SPEC §2). The script loads in the background;
 * if it never arrives the site renders regardless, and only the Google button stays inert.
 */
export function GoogleSignInProvider({ clientId, children, onUnavailable }: GoogleSignInProviderProps) {
  const onScriptLoadError = useCallback(() => {
    if (onUnavailable) onUnavailable();
    else console.warn('host-shell: Google sign-in is unavailable (its script did not load).');
  }, [onUnavailable]);

  // Without a client id the provider would load Google's script for nothing.
  if (!clientId) return children;
  return (
    <GoogleOAuthProvider clientId={clientId} onScriptLoadError={onScriptLoadError}>
      {children}
    </GoogleOAuthProvider>
  );
}
