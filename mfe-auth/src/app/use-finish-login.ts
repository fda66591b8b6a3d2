import { useLocation, useNavigate } from 'react-router-dom';
import type { AuthResponse } from 'shared-contracts';
import { useAuthBrand } from './auth-brand';
import { afterSignInPath } from './after-sign-in';
import { storeSession } from '../api/session-storage';

/**
 * After login, sign-up or a code: store the session, then go on. An unverified email is verified
 * first (docs/product.md §4: /otp, or in place where the brand has no /otp); otherwise the page the
 * guard kept (`next`, same-origin paths only) or /profile.
 */
export function useFinishLogin(): (answer: AuthResponse) => void {
  const navigate = useNavigate();
  const { search } = useLocation();
  const brand = useAuthBrand();
  return (answer) => {
    const user = storeSession(answer);
    void navigate(afterSignInPath(user.is_verified, search, brand), { replace: true });
  };
}
