import { Link } from 'react-router-dom';
import styles from './brand-error-page.module.css';

/**
 * What a signed-in user sees on a page for editors and admins only (guard `editor`): a plain
 * statement and a way home, never the page's module (it is not even downloaded).
 */
export function NotAllowedPage() {
  return (
    <section className={styles.page} aria-labelledby="not-allowed-title">
      <h1 id="not-allowed-title" className={styles.title}>
        This page is for editors and admins
      </h1>
      <p>Your account cannot open it. Ask an admin if you need to edit the site&apos;s content.</p>
      <Link to="/" className={styles.shopLink}>
        Back to the home page
      </Link>
    </section>
  );
}
