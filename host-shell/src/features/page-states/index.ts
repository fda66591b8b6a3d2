// The page-states feature's public entry: what the rest of the shell uses of it.
export { BrandErrorPage } from './brand-error-page';
export { PageSkeleton } from './page-skeleton';
export { type ReloadableError, RouteErrorBoundary } from './route-error-boundary';
export { NotAllowedPage } from './not-allowed-page';
