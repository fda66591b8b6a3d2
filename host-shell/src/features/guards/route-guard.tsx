import { useState, useSyncExternalStore, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import {
  EMAIL_VERIFICATION_PAGE,
  hasOtpPage,
  isContentEditorRole,
  loginRedirect,
  signedInRedirect,
  SIGNED_IN_HOME,
  type GuardKind,
} from 'shared-contracts';
import { useBrand } from '../brand';
import { BrandErrorPage, NotAllowedPage, PageSkeleton } from '../page-states';
import { PersonalPartsProvider, RemotePage } from '../remotes';
import { useAccessToken } from './use-access-token';
import { useCurrentUser } from './use-current-user';

interface RouteGuardProps {
  kind: GuardKind;
  children: ReactNode;
}

const neverChanges = () => () => undefined;
const inBrowser = () => true;
const onServer = () => false;

/**
 * Access rules of docs/product.md §4, applied before a guarded page's module is even loaded; /otp also opens
 * without a token, since a new account gets its first session there.
 *
 * On the shell's server and while the browser hydrates what it rendered, the visitor is not known
 * (the token never leaves the browser): the page renders with its personal parts closed, its frame
 * and placeholders only (docs/adr/0150). After hydration the rules below apply; a page that came
 * from the server keeps that frame, not the skeleton, while the account is checked, so nothing jumps.
 */
export function RouteGuard({ kind, children }: RouteGuardProps) {
  const location = useLocation();
  const access = useAccessToken();
  // Guests need no user: "signed in" means a stored access token (docs/product.md §6).
  const current = useCurrentUser(kind === 'guest' ? null : access);
  const { brand } = useBrand();
  const hydrated = useSyncExternalStore(neverChanges, inBrowser, onServer);
  // Remembered from the first render: true only for the page the server rendered and the browser hydrated.
  const [fromServer] = useState(!hydrated);
  // The same element whether the page's personal parts are held or not: opening them re-renders
  // the page the server rendered, never mounts it again.
  const page = (open: boolean) => <PersonalPartsProvider open={open}>{children}</PersonalPartsProvider>;
  const frame = page(false);

  if (!hydrated && kind !== 'guest' && kind !== 'editor') return frame;
  if (kind === 'guest') {
    return access ? <Navigate to={signedInRedirect(location)} replace /> : page(true);
  }
  // Sign-up and the password login of an unconfirmed account start no session (only the owner of
  // the address may, with the code mailed to it), so /otp works without a token, from the email.
  if (kind === 'otp' && !access) return page(true);
  if (!access || current.status === 'unauthorized') return <Navigate to={loginRedirect(location)} replace />;
  if (current.status === 'loading') {
    return fromServer ? frame : <PageSkeleton label="Checking your account…" />;
  }
  if (current.status === 'error') {
    return <BrandErrorPage kind="remote" retry={{ onRetry: current.retry, retrying: false }} />;
  }

  const { user } = current;
  if (kind === 'auth' && !user.is_verified) {
    if (hasOtpPage(brand.routes)) return <Navigate to="/otp" replace />;
    // A brand without /otp in its table ({product}celeorg) would 404 there: the code is asked for
    // here, at the URL the user wanted. Verifying stores new tokens, so this guard checks the user
    // again and shows the page itself.
    return <RemotePage route={EMAIL_VERIFICATION_PAGE} />;
  }
  if (kind === 'otp' && user.is_verified) return <Navigate to={SIGNED_IN_HOME} replace />;
  // The client only chooses what to show; the API refuses the same users (403).
  if (kind === 'editor' && !isContentEditorRole(user.role)) return <NotAllowedPage />;
  return page(true);
}
