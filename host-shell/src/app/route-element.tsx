import { useMemo } from 'react';
import { useLocation } from 'react-router-dom';
import type { RouteDef } from 'shared-contracts';
import { RouteGuard } from '../features/guards';
import { NOT_FOUND_LAYOUT, PageLayout } from '../features/layout';
import { BrandErrorPage, type ReloadableError, RouteErrorBoundary } from '../features/page-states';
import { isChunkLoadError, RemotePage, useRemoteLoader } from '../features/remotes';

/**
 * One route of the brand's table: layout (from the route's flags) around an error boundary,
 * around the guard, around the page loaded from its remote. The layout stays mounted across
 * navigations; everything inside the boundary starts afresh for each route.
 */
export function RouteElement({ route }: { route: RouteDef }) {
  const { pathname } = useLocation();
  const loader = useRemoteLoader();
  // A chunk that fails while the loaded page renders means the remote was redeployed: its Retry
  // reloads that remote's manifest and modules instead of showing a dead end.
  const reloadable = useMemo<ReloadableError>(
    () => ({ matches: isChunkLoadError, reload: () => loader.reload(route.remote) }),
    [loader, route.remote],
  );
  const page = <RemotePage route={route} />;
  return (
    <PageLayout route={route} layout={route.layout}>
      <RouteErrorBoundary key={route.path} resetKey={pathname} reloadable={reloadable}>
        {route.guard ? <RouteGuard kind={route.guard}>{page}</RouteGuard> : page}
      </RouteErrorBoundary>
    </PageLayout>
  );
}

/** What unknown paths show: the brand's error page in the full layout. */
export function NotFoundElement() {
  return (
    <PageLayout route={undefined} layout={NOT_FOUND_LAYOUT}>
      <BrandErrorPage kind="not-found" />
    </PageLayout>
  );
}
