import { lazy, Suspense } from 'react';
import { RouteGuard } from '../features/guards';
import { NOT_FOUND_LAYOUT, PageLayout } from '../features/layout';
import { PageSkeleton } from '../features/page-states';

// Its own chunk: visitors never download it.
const RemoteLoadReportPage = lazy(() => import('../features/remote-load-report/remote-load-report-page'));

/** Signed-in visitors only (the API answers editors only); full layout like any page. */
export function RemoteLoadReportElement() {
  return (
    <PageLayout route={undefined} layout={NOT_FOUND_LAYOUT}>
      <RouteGuard kind="auth">
        <Suspense fallback={<PageSkeleton label="Loading remote-load figures…" />}>
          <RemoteLoadReportPage />
        </Suspense>
      </RouteGuard>
    </PageLayout>
  );
}
