import { useLocation } from 'react-router-dom';
import type { RouteDef } from 'shared-contracts';
import { RouteGuard } from '../features/guards/route-guard';
import { PageLayout } from '../features/layout/page-layout';
import { BrandErrorPage } from '../features/page-states/brand-error-page';
import { RouteErrorBoundary } from '../features/page-states/route-error-boundary';
import { RemotePage } from '../features/remotes/remote-page';

/**
 * One route of the brand's table: layout (from the route's flags) around an error boundary,
 * around the guard, around the page loaded from its remote. The layout stays mounted across
 * navigations; everything inside the boundary starts afresh for each route.
 */
export function RouteElement({ route }: { route: RouteDef }) {
  const { pathname } = useLocation();
  const page = <RemotePage route={route} />;
  return (
    <PageLayout route={route} layout={route.layout}>
      <RouteErrorBoundary key={route.path} resetKey={pathname}>
        {route.guard ? <RouteGuard kind={route.guard}>{page}</RouteGuard> : page}
      </RouteErrorBoundary>
    </PageLayout>
  );
}

/** What unknown paths show: the brand's error page in the full layout. */
export function NotFoundElement() {
  return (
    <PageLayout
      route={undefined}
      layout={{ header: true, footer: true, checkoutFooter: false, banner: false }}
    >
      <BrandErrorPage kind="not-found" />
    </PageLayout>
  );
}
