import { Link } from 'react-router-dom';
import { MESSAGES } from 'shared-contracts';
import { BrandLogo, useBrand } from '../brand';
import styles from './site-footer.module.css';
import { socialLinks } from './social-links';
import { VisuallyHidden } from '@radix-ui/react-visually-hidden';

interface SiteFooterProps {
  /** Injected in tests; the copyright year is always the current one (docs/product.md §2). */
  now?: () => Date;
}

/** Footer of docs/product.md §2: Contact Us, Terms of Service and Privacy Policy, social links, copyright. */
export function SiteFooter({ now = () => new Date() }: SiteFooterProps) {
  const { brand } = useBrand();
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <div className={styles.brand}>
          <BrandLogo />
        </div>
        <nav aria-label="Footer">
          <ul className={styles.links}>
            <li>
              <Link to="/contact" className={styles.link}>
                {MESSAGES.contactUs}
              </Link>
            </li>
            {/* Both documents live on the terms page. */}
            <li>
              <Link to="/terms" className={styles.link}>
                {MESSAGES.termsOfService}
              </Link>
            </li>
            <li>
              <Link to="/terms" className={styles.link}>
                {MESSAGES.privacyPolicy}
              </Link>
            </li>
          </ul>
        </nav>
        <ul className={styles.social} aria-label="Social media">
          {socialLinks(brand).map(({ network, href }) => (
            <li key={network}>
              <a href={href} className={styles.link} target="_blank" rel="noopener noreferrer">
                {network}
                <VisuallyHidden> (opens in a new tab)</VisuallyHidden>
              </a>
            </li>
          ))}
        </ul>
        <p className={styles.copyright}>
          © {now().getFullYear()} {brand.name}
        </p>
      </div>
    </footer>
  );
}
