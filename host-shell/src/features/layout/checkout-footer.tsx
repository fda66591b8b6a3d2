import { Link } from 'react-router-dom';
import { MESSAGES } from 'shared-contracts';
import { useBrand } from '../brand';
import styles from './checkout-footer.module.css';
import { LockGlyph } from './header-icons';

interface CheckoutFooterProps {
  now?: () => Date;
}

/** The slim footer of checkout pages: the secure-checkout note and the legal links only. */
export function CheckoutFooter({ now = () => new Date() }: CheckoutFooterProps) {
  const { brand } = useBrand();
  return (
    <footer className={styles.footer}>
      <p className={styles.secure}>
        <LockGlyph />
        {MESSAGES.sslSecureCheckout}
      </p>
      <nav aria-label="Footer" className={styles.links}>
        <Link to="/terms" className={styles.link}>
          {MESSAGES.termsOfService}
        </Link>
        <Link to="/terms" className={styles.link}>
          {MESSAGES.privacyPolicy}
        </Link>
      </nav>
      <p className={styles.copyright}>
        © {now().getFullYear()} {brand.name}
      </p>
    </footer>
  );
}
