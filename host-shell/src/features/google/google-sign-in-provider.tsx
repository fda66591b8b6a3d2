import { lazy, Suspense, useCallback, useState, type ComponentType, type ReactNode } from 'react';
import { getRuntimeConfig, isGoogleSignInEnabled, setRuntimeConfig } from 'shared-contracts';

interface GoogleSignInProviderProps {
  children: ReactNode;
  /** Told when Google's script cannot load (offline, blocked); defaults to a console warning. */
  onUnavailable?: () => void;
}

interface ProviderProps {
  clientId: string;
  onScriptLoadError: () => void;
  children: ReactNode;
}

/** The site without Google's context, when Google's library itself could not be fetched. */
function WithoutGoogle({ children }: ProviderProps) {
  return children;
}

/**
 * Google's provider (`@react-oauth/google`) in a chunk of its own, fetched only by a deployment with
 * a client id: without one no page downloads it (docs/adr/0018). The route preloader fetches it
 * beside main.js, so the first render does not wait a round trip for it. If it cannot be fetched,
 * Google sign-in is switched off for the page (no client id, as when none is configured), so the
 * sign-in pages leave their Google button out instead of failing outside the provider.
 */
const GoogleOAuthProvider = lazy<ComponentType<ProviderProps>>(() =>
  import('@react-oauth/google').then(
    (google) => ({ default: google.GoogleOAuthProvider }),
    (error: unknown) => {
      console.warn('host-shell: Google sign-in is unavailable (its library did not load).', error);
      setRuntimeConfig({ ...getRuntimeConfig(), googleClientId: '' });
      return { default: WithoutGoogle };
    },
  ),
);

/**
 * Wraps every route with Google's sign-in context (docs/product.md §2) when the runtime config has a client
 * id. The script loads in the background; if it never arrives the site renders regardless, and
 * only the Google button stays inert.
 */
export function GoogleSignInProvider({ children, onUnavailable }: GoogleSignInProviderProps) {
  const onScriptLoadError = useCallback(() => {
    if (onUnavailable) onUnavailable();
    else console.warn('host-shell: Google sign-in is unavailable (its script did not load).');
  }, [onUnavailable]);

  // The same test the remotes make before rendering Google's components, so the provider is
  // there exactly when they use it; without it Google's script would load for nothing. Decided
  // once: the tree keeps its shape (and the pages their state) if the library fails later.
  const [enabled] = useState(isGoogleSignInEnabled);
  if (!enabled) return children;
  return (
    // The routes wait for the provider rather than render without it: rendering them first and
    // wrapping them later would mount every page twice.
    <Suspense fallback={null}>
      <GoogleOAuthProvider
        clientId={getRuntimeConfig().googleClientId.trim()}
        onScriptLoadError={onScriptLoadError}
      >
        {children}
      </GoogleOAuthProvider>
    </Suspense>
  );
}
