import { useNavigate } from 'react-router-dom';
import { storage } from 'shared-contracts';
import { useLogoutMutation } from '../api/auth-api';
import { clearStoredSession } from '../api/session-storage';

/** Logs out: the server revokes the session, then tokens and user go from every tab. */
export function useLogout(): { logout: () => Promise<void>; loggingOut: boolean } {
  const [logout, state] = useLogoutMutation();
  const navigate = useNavigate();
  return {
    loggingOut: state.isLoading,
    logout: async () => {
      const refresh = storage.get('refresh');
      // Signed out here whatever the server says: a dead network must not keep anyone signed in.
      await logout(refresh ? { refresh } : {})
        .unwrap()
        .catch(() => undefined);
      clearStoredSession();
      void navigate('/login', { replace: true });
    },
  };
}
