import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { clearSession, endpoints, storage } from 'shared-contracts';
import { Button } from 'shared-ui';
import { Popover } from 'shared-ui/popover';
import { useApiClient } from '../guards/api-client-context';
import { ProfileGlyph } from './header-icons';
import styles from './site-header.module.css';

export interface AccountMenuProps {
  /** Open at once: the visitor pressed the button while this module was still loading. */
  initiallyOpen?: boolean;
}

/**
 * A signed-in user's header menu: the profile and "Log out", which ends the session on the
 * server and in every tab. Loaded on demand (see ProfileMenu), since shared-ui is not part of
 * the shell's first render.
 */
export default function AccountMenu({ initiallyOpen = false }: AccountMenuProps) {
  const client = useApiClient();
  const navigate = useNavigate();
  const [open, setOpen] = useState(initiallyOpen);
  const [leaving, setLeaving] = useState(false);

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
