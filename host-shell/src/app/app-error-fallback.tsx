import { useEffect, useRef } from 'react';
import { BrowserRouter, useLocation } from 'react-router-dom';
import { routerBasename } from 'shared-contracts';
import { BrandProvider } from '../features/brand';
import { BrandErrorPage } from '../features/page-states';
import type { ShellProvidersProps } from './shell-providers';

type AppErrorFallbackProps = Pick<ShellProvidersProps, 'config' | 'location' | 'origin'> & {
  reload?: () => void;
  /**
   * A chunk of the shell failed to load (a lazy dialog after a redeploy): its id, for
   * docs/product.md §8's text.
   */
  failedChunk?: string | null;
};

/** The broken shell cannot render the next page itself: following a link loads it afresh. */
function ReloadOnNavigation({ reload }: { reload: () => void }) {
  const { key } = useLocation();
  const first = useRef(key);
  useEffect(() => {
    if (key !== first.current) reload();
  }, [key, reload]);
  return null;
}

/**
 * The brand's "An error has occurred." page (or "Loading chunk <id> failed") on its own, without the header and footer that may
 * be what failed. Retry reloads the page.
 */
export function AppErrorFallback({
  config,
  location,
  origin,
  reload = () => window.location.reload(),
  failedChunk,
}: AppErrorFallbackProps) {
  return (
    <BrandProvider config={config} location={location} {...(origin ? { origin } : {})}>
      <BrowserRouter basename={routerBasename(location.basename)}>
        <ReloadOnNavigation reload={reload} />
        <main id="main">
          <BrandErrorPage
            kind="render"
            failedChunk={failedChunk}
            retry={{ onRetry: reload, retrying: false }}
          />
        </main>
      </BrowserRouter>
    </BrandProvider>
  );
}
