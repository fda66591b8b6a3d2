import { BrowserRouter } from 'react-router-dom';
import { routerBasename } from 'shared-contracts';
import { failedChunkId } from '../features/remotes';
import { AppErrorBoundary } from './app-error-boundary';
import { AppErrorFallback } from './app-error-fallback';
import { ShellContent } from './shell-content';
import { ShellProviders, type ShellProvidersProps } from './shell-providers';
import './global-styles.module.css';

type AppProps = Omit<ShellProvidersProps, 'children'> & {
  /** Default: a full page load; tests pass their own. */
  reload?: () => void;
};

/** The shell: brand-aware providers, then the router mounted at the brand's basename. */
export function App({ reload, ...props }: AppProps) {
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
        <BrowserRouter basename={routerBasename(props.location.basename)}>
          <ShellContent />
        </BrowserRouter>
      </ShellProviders>
    </AppErrorBoundary>
  );
}
