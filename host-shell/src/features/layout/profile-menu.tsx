import { lazy, Suspense } from 'react';
import { Link } from 'react-router-dom';
import { useAccessToken } from '../guards';
import { ProfileGlyph } from './header-icons';
import styles from './site-header.module.css';

const AccountMenu = lazy(() => import('./account-menu'));

/**
 * The header's profile icon: a link to /profile for visitors; for a signed-in user a small menu
 * with the profile and "Log out" (account-menu.tsx, loaded on demand). While that menu loads, the
 * same icon links to /profile, so the header never moves.
 */
export function ProfileMenu() {
  const access = useAccessToken();
  const profileLink = (
    <Link to="/profile" className={styles.iconLink} aria-label="Profile">
      <ProfileGlyph />
    </Link>
  );
  if (!access) return profileLink;
  return (
    <Suspense fallback={profileLink}>
      <AccountMenu />
    </Suspense>
  );
}
