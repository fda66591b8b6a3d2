import { useSyncExternalStore } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { getBrand, hasOtpPage } from 'shared-contracts';
import { useAuthBrand } from '../../app/auth-brand';

/**
 * An email waiting for its code, carried in the router's history state (it survives a reload,
 * and keeps the address out of the URL). Sign-up and a password login of an unconfirmed account
 * start no session, so the code page works from the email alone.
 */
export interface PendingVerification {
  verifyEmail: string;
  /** The code confirms a sign-up: a new one asked for keeps the password chosen at sign-up. */
  confirmSignUp: boolean;
}

/** The pending verification in a location's state, or null. */
export function readPendingVerification(state: unknown): PendingVerification | null {
  const candidate = state as Partial<PendingVerification> | null;
  return typeof candidate?.verifyEmail === 'string' && candidate.verifyEmail
    ? { verifyEmail: candidate.verifyEmail, confirmSignUp: candidate.confirmSignUp === true }
    : null;
}

/** History state never changes under a location: the router renders a new one. */
const subscribeToNothing = () => () => undefined;

/**
 * The pending verification of the current page, or null. The shell's server renders no history
 * state (docs/adr/0140): hydration renders the page as the server did, then React renders it
 * again with the state (a reload of the code form in place of register or login).
 */
export function usePendingVerification(): PendingVerification | null {
  const { state } = useLocation() as { state: unknown };
  const shown = useSyncExternalStore(
    subscribeToNothing,
    () => state,
    () => null,
  );
  return readPendingVerification(shown);
}

/**
 * Sends the user on to enter the code mailed to `email`: /otp where the brand has it (docs/product.md §2),
 * else the code form in place of the current page ({product}celeorg), query string kept.
 */
export function useAskForCode(): (email: string) => void {
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const brand = useAuthBrand();
  return (email) => {
    const state: PendingVerification = { verifyEmail: email, confirmSignUp: true };
    const onOtpPage = brand === undefined || hasOtpPage(getBrand(brand).routes);
    void navigate(onOtpPage ? `/otp${search}` : `${pathname}${search}`, { state });
  };
}
