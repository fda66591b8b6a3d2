import { CONSTANTS } from 'shared-contracts';
import styles from './promo-banner.module.css';

/** The banner of stud's /b home (layout.banner): the shipping promise of docs/product.md §9. */
export function PromoBanner() {
  const { usAndCanadaBusinessDays, worldwideBusinessDays } = CONSTANTS.shippingClaims;
  return (
    <aside className={styles.banner} aria-label="Shipping">
      <p className={styles.text}>
        Free shipping: {usAndCanadaBusinessDays} business days in the US and Canada, {worldwideBusinessDays}{' '}
        business days worldwide.
      </p>
    </aside>
  );
}
