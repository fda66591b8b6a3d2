import { useLocation, useNavigate } from 'react-router-dom';
import type { AuthResponse } from 'shared-contracts';
import { safeNext, withoutNext } from './safe-next';
import { storeSession } from './session-storage';

/**
 * After login, sign-up or a code: store the session, then go on. An unverified email goes to /otp
 * first (SPEC §4); otherwise the page the guard kept (`next`, same-origin paths only) or /profile.
 */
export function useFinishLogin(): (answer: AuthResponse) => void {
  const navigate = useNavigate();
  const { search } = useLocation();
  return (answer) => {
    const user = storeSession(answer);
    if (!user.is_verified) {
      void navigate(`/otp${search}`, { replace: true });
      return;
    }
    void navigate(`${safeNext(search)}${withoutNext(search)}`, { replace: true });
  };
}
