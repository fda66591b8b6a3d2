// What every app gets from `react-router-dom` (and `react-router`): react-router 7's declarative
// API (BrowserRouter, Routes, Link, hooks). A shared module is not tree-shaken, so sharing the
// whole package sent its data routers, framework mode and server rendering to every page: 58 KB gz
// of first JS instead of 17. Every app's build shares this module instead (shared.cjs), so one
// copy, one router context, and only these exports.
//
// Adding an export: add it here, build and deploy the shell first (remotes use the shell's copy of
// this module; a remote needing an export the deployed shell lacks gets undefined).
// router-exports.test.cjs fails when an app imports a name that is not here.
export {
  BrowserRouter,
  HashRouter,
  MemoryRouter,
  Router,
  Routes,
  Route,
  Link,
  NavLink,
  Navigate,
  Outlet,
  useHref,
  useInRouterContext,
  useLinkClickHandler,
  useLocation,
  useMatch,
  useNavigate,
  useNavigationType,
  useOutlet,
  useOutletContext,
  useParams,
  useResolvedPath,
  useRoutes,
  useSearchParams,
  createPath,
  createRoutesFromChildren,
  createSearchParams,
  generatePath,
  matchPath,
  matchRoutes,
  parsePath,
  renderMatches,
  resolvePath,
  UNSAFE_LocationContext,
  UNSAFE_NavigationContext,
  UNSAFE_RouteContext,
} from 'react-router-build';
