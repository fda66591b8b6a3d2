import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { isContentEditorRole, type GuardKind } from 'shared-contracts';
import { useBrand } from '../brand/brand-context';
import { BrandErrorPage } from '../page-states/brand-error-page';
import { NotAllowedPage } from '../page-states/not-allowed-page';
import { PageSkeleton } from '../page-states/page-skeleton';
import { loginRedirect, signedInRedirect, SIGNED_IN_HOME } from './guard-redirects';
import { useAccessToken } from './use-access-token';
import { useCurrentUser } from './use-current-user';

interface RouteGuardProps {
  kind: GuardKind;
  children: ReactNode;
}

/** Access rules of SPEC §4, applied before a guarded page's module is even loaded. */
export function RouteGuard({ kind, children }: RouteGuardProps) {
  const location = useLocation();
  const access = useAccessToken();
  // Guests need no user: "signed in" means a stored access token (SPEC §6).
  const current = useCurrentUser(kind === 'guest' ? null : access);
  const { brand } = useBrand();

  if (kind === 'guest') {
    return access ? <Navigate to={signedInRedirect(location)} replace /> : children;
  }
  if (!access || current.status === 'unauthorized') return <Navigate to={loginRedirect(location)} replace />;
  if (current.status === 'loading') return <PageSkeleton label="Checking your account…" />;
  if (current.status === 'error') {
    return <BrandErrorPage kind="remote" retry={{ onRetry: current.retry, retrying: false }} />;
  }

  const { user } = current;
  // {product}celeorg has no /otp page: an unverified user stays rather than landing on a 404.
  const hasOtpPage = brand.routes.some((route) => route.guard === 'otp');
  if (kind === 'auth' && !user.is_verified && hasOtpPage) return <Navigate to="/otp" replace />;
  if (kind === 'otp' && user.is_verified) return <Navigate to={SIGNED_IN_HOME} replace />;
  // The client only chooses what to show; the API refuses the same users (403).
  if (kind === 'editor' && !isContentEditorRole(user.role)) return <NotAllowedPage />;
  return children;
}
