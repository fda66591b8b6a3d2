import { useBrand } from './brand-context';
import styles from './brand-logo.module.css';
import { BRAND_MARKS } from './brand-marks';

interface BrandLogoProps {
  /** The row also holds a menu and a call-to-action button: the name shows only where both fit. */
  crowded?: boolean;
}

/**
 * The brand's mark (an SVG file) beside its name set in the brand's heading type. The name is
 * text rather than part of the SVG because it contains the configurable product word.
 */
export function BrandLogo({ crowded = false }: BrandLogoProps) {
  const { brand } = useBrand();
  return (
    <span className={styles.logo} data-brand={brand.id} data-crowded={crowded}>
      {/* Decorative: the name right beside it is the accessible text. */}
      <img className={styles.mark} src={BRAND_MARKS[brand.id]} alt="" width={32} height={32} />
      <span className={styles.name}>{brand.name}</span>
    </span>
  );
}
