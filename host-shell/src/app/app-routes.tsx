import { Route, Routes } from 'react-router-dom';
import { useBrand } from '../features/brand/brand-context';
import { NotFoundElement, RouteElement } from './route-element';

/** The resolved brand's route table (shared-contracts), plus a catch-all for unknown paths. */
export function AppRoutes() {
  const { brand } = useBrand();
  return (
    <Routes>
      {brand.routes.map((route) => (
        <Route key={route.path} path={route.path} element={<RouteElement route={route} />} />
      ))}
      <Route path="*" element={<NotFoundElement />} />
    </Routes>
  );
}
