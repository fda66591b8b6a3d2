import type { BrandId } from 'shared-contracts';
import careappMark from '../../assets/logos/careapp-mark.svg';
import celeMark from '../../assets/logos/cele-mark.svg';
import celeorgMark from '../../assets/logos/celeorg-mark.svg';
import studMark from '../../assets/logos/stud-mark.svg';

/** URL of each brand's mark (an SVG in src/assets/logos), for the logo and the favicon. */
export const BRAND_MARKS: Readonly<Record<BrandId, string>> = {
  stud: studMark,
  cele: celeMark,
  celeorg: celeorgMark,
  careapp: careappMark,
};
