import { useEffect, type ReactNode } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { routerBasename } from 'shared-contracts';
import { failedChunkId } from '../features/remotes';
import { replayEarlyActions } from '../preload/early-actions';
import { AppErrorBoundary } from './app-error-boundary';
import { AppErrorFallback } from './app-error-fallback';
import { ShellContent } from './shell-content';
import { ShellProviders, type ShellProvidersProps } from './shell-providers';
import './global-styles.module.css';

type AppProps = Omit<ShellProvidersProps, 'children'> & {
  /** Default: a full page load; tests pass their own. */
  reload?: () => void;
  /**
   * Default: the browser's router at the brand's basename. The shell's server passes a static one
   * (server/render), so both render the very same tree for hydration.
   */
  router?: (basename: string, children: ReactNode) => ReactNode;
};

const browserRouter = (basename: string, children: ReactNode) => (
  <BrowserRouter basename={basename}>{children}</BrowserRouter>
);

/** The shell: brand-aware providers, then the router mounted at the brand's basename. */
export function App({ reload, router = browserRouter, ...props }: AppProps) {
  // The taps and submissions the page's inline script held until now (docs/adr/0190): run once
  // the whole first render, hydrated or fresh, is committed (this effect runs after its children's).
  useEffect(() => replayEarlyActions(), []);
  return (
    <AppErrorBoundary
      fallback={(error) => (
        <AppErrorFallback
          config={props.config}
          location={props.location}
          failedChunk={failedChunkId(error)}
          {...(props.origin ? { origin: props.origin } : {})}
          {...(reload ? { reload } : {})}
        />
      )}
    >
      <ShellProviders {...props}>
        {router(routerBasename(props.location.basename), <ShellContent />)}
      </ShellProviders>
    </AppErrorBoundary>
  );
}
