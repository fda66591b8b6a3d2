import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { clearSession, storage } from 'shared-contracts';
import { Button } from 'shared-ui';
import { Popover } from 'shared-ui/popover';
import { createShellCalls } from '../../api/shell-calls';
import { useApiClient } from '../guards';
import { ProfileGlyph } from './header-icons';
import styles from './site-header.module.css';

/**
 * The signed-in user's menu: the profile and "Log out", which ends the session on the server and
 * in every tab. The default export is for React.lazy: shared-ui is shared lazily (tooling/webpack
 * shared.cjs), so a static import of it from the shell's eager bootstrap fails at boot
 * ("Invalid loadShareSync function call"); only signed-in visitors fetch it.
 */
export default function AccountMenu() {
  const client = useApiClient();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const [leaving, setLeaving] = useState(false);

  const logout = async () => {
    setLeaving(true);
    const refresh = storage.get('refresh');
    // Signed out here whatever the server answers: a dead network must not keep anyone signed in.
    await createShellCalls(client)
      .logout(refresh)
      .catch(() => undefined);
    clearSession();
    storage.remove('user');
    setLeaving(false);
    setOpen(false);
    void navigate('/login');
  };

  return (
    <Popover
      label="Account"
      open={open}
      onOpenChange={setOpen}
      trigger={
        <button type="button" className={styles.iconLink} aria-label="Account">
          <ProfileGlyph />
        </button>
      }
    >
      <nav aria-label="Account" className={styles.profileMenu}>
        <Link to="/profile" onClick={() => setOpen(false)}>
          Profile
        </Link>
        <Button variant="link" loading={leaving} loadingLabel="Logging out" onClick={() => void logout()}>
          Log out
        </Button>
      </nav>
    </Popover>
  );
}
