import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router-dom';
import { useAccessToken } from '../guards/use-access-token';
import { ProfileGlyph } from './header-icons';
import styles from './site-header.module.css';

// shared-ui (the menu's popover and button) is shared lazily: the shell's first render must not
// need it, or the federation runtime refuses the synchronous load and the whole page fails.
const loadAccountMenu = () => import('./account-menu');
const AccountMenu = lazy(loadAccountMenu);

/**
 * The header's profile icon: a link to /profile for visitors; for a signed-in user the Account
 * menu (profile and "Log out"). Until the menu's code arrives, the same button stands in, and a
 * press on it opens the menu once it is there, so no click is lost.
 */
export function ProfileMenu() {
  const access = useAccessToken();
  const [openOnLoad, setOpenOnLoad] = useState(false);

  if (!access)
    return (
      <Link to="/profile" className={styles.iconLink} aria-label="Profile">
        <ProfileGlyph />
      </Link>
    );

  return (
    <Suspense
      fallback={
        <button
          type="button"
          className={styles.iconLink}
          aria-label="Account"
          aria-expanded={openOnLoad}
          onClick={() => setOpenOnLoad(true)}
        >
          <ProfileGlyph />
        </button>
      }
    >
      <AccountMenu initiallyOpen={openOnLoad} />
    </Suspense>
  );
}
