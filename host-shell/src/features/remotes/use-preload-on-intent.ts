import { useMemo } from 'react';
import { useBrand } from '../brand';
import { useOptionalRemoteLoader } from './remote-loader-context';
import { routeForPath } from '../../preload/route-for-path';

/** Handlers a link spreads onto itself; empty when the path is not a remote page. */
export interface IntentHandlers {
  onMouseEnter?: () => void;
  onFocus?: () => void;
  onTouchStart?: () => void;
}

/**
 * Preloads the remote page a client-side link leads to when the user shows intent (hover, focus,
 * touch): its manifest, remoteEntry and page chunk then arrive during the ~100-300 ms before the
 * click, so the page shows with no loading round trips. The loader does it once per page.
 */
export function usePreloadOnIntent(to: string | undefined): IntentHandlers {
  const { brand } = useBrand();
  const loader = useOptionalRemoteLoader();
  return useMemo(() => {
    const route = to === undefined ? undefined : routeForPath(brand.routes, to);
    if (!loader || !route) return {};
    const preload = () => loader.preload(route.remote, route.module);
    return { onMouseEnter: preload, onFocus: preload, onTouchStart: preload };
  }, [brand.routes, loader, to]);
}
