import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { clearSession, endpoints, storage } from 'shared-contracts';
import { Button } from 'shared-ui';
import { Popover } from 'shared-ui/popover';
import { useAccessToken } from '../guards/use-access-token';
import { useApiClient } from '../guards/api-client-context';
import { ProfileGlyph } from './header-icons';
import styles from './site-header.module.css';

/**
 * The header's profile icon: a link to /profile for visitors; for a signed-in user a small menu
 * with the profile and "Log out", which ends the session on the server and in every tab.
 */
export function ProfileMenu() {
  const access = useAccessToken();
  const client = useApiClient();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const [leaving, setLeaving] = useState(false);

  if (!access)
    return (
      <Link to="/profile" className={styles.iconLink} aria-label="Profile">
        <ProfileGlyph />
      </Link>
    );

  const logout = async () => {
    setLeaving(true);
    const refresh = storage.get('refresh');
    // Signed out here whatever the server answers: a dead network must not keep anyone signed in.
    await client.post(endpoints.users.logout, refresh ? { refresh } : {}).catch(() => undefined);
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
