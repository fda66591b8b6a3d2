import { Route, Routes } from 'react-router-dom';
import { AB_CONTENT_EDITOR_ROUTE } from 'shared-contracts';
import { useBrand } from '../features/brand';
import { RemoteLoadReportElement } from './remote-load-report-element';
import { NotFoundElement, RouteElement } from './route-element';
import { REMOTE_LOAD_REPORT_PATH } from './shell-paths';

/**
 * The resolved brand's route table (shared-contracts), the pages for editors and admins on every
 * brand (the remote-load report, the A/B content editor), and a catch-all for unknown paths.
 */
export function AppRoutes() {
  const { brand } = useBrand();
  return (
    <Routes>
      {brand.routes.map((route) => (
        <Route key={route.path} path={route.path} element={<RouteElement route={route} />} />
      ))}
      <Route path={REMOTE_LOAD_REPORT_PATH} element={<RemoteLoadReportElement />} />
      <Route path={AB_CONTENT_EDITOR_ROUTE.path} element={<RouteElement route={AB_CONTENT_EDITOR_ROUTE} />} />
      <Route path="*" element={<NotFoundElement />} />
    </Routes>
  );
}
