import type { BrandId } from 'shared-contracts';
import careappMark from '../../assets/logos/careapp-mark.svg';
import celeMark from '../../assets/logos/cele-mark.svg';
import celeorgMark from '../../assets/logos/celeorg-mark.svg';
import studMark from '../../assets/logos/stud-mark.svg';
import { useBrand } from './brand-context';
import styles from './brand-logo.module.css';

const MARKS: Readonly<Record<BrandId, string>> = {
  stud: studMark,
  cele: celeMark,
  celeorg: celeorgMark,
  careapp: careappMark,
};

/**
 * The brand's mark (an SVG file) beside its name set in the brand's heading type. The name is
 * text rather than part of the SVG because it contains the configurable product word.
 */
export function BrandLogo() {
  const { brand } = useBrand();
  return (
    <span className={styles.logo} data-brand={brand.id}>
      {/* Decorative: the name right beside it is the accessible text. */}
      <img className={styles.mark} src={MARKS[brand.id]} alt="" width={32} height={32} />
      <span className={styles.name}>{brand.name}</span>
    </span>
  );
}
