import { SHOP_CATEGORY_IDS } from '../../../contracts';
import type { SeedCategory } from './kinds';

// The categories each brand's shop shows, with their products in the order shown.

export const SEED_CATEGORIES: SeedCategory[] = [
  {
    id: SHOP_CATEGORY_IDS.stud.shop,
    brand: 'stud',
    name: 'Shop',
    productSlugs: [
      'stud-support-brief',
      'stud-cooling-boxer-brief',
      'stud-everyday-boxer',
      'stud-limited-red-brief',
      'comfort-starter-bundle',
      'the-healing-guide',
      'vein-support-supplement-kit',
      'build-your-own-supplement-kit',
      'recovery-video-series',
      'specialist-consultation',
    ],
  },
  {
    id: SHOP_CATEGORY_IDS.stud.a,
    brand: 'stud',
    name: 'Underwear',
    productSlugs: [
      'stud-support-brief',
      'stud-cooling-boxer-brief',
      'stud-everyday-boxer',
      'stud-limited-red-brief',
      'comfort-starter-bundle',
    ],
  },
  {
    id: SHOP_CATEGORY_IDS.stud.b,
    brand: 'stud',
    name: 'Kits and bundles',
    productSlugs: [
      'comfort-starter-bundle',
      'vein-support-supplement-kit',
      'the-healing-guide',
      'stud-support-brief',
      'stud-cooling-boxer-brief',
      'build-your-own-supplement-kit',
    ],
  },
  {
    id: SHOP_CATEGORY_IDS.stud.treatment,
    brand: 'stud',
    name: 'Treatment',
    productSlugs: [
      'the-healing-guide',
      'vein-support-supplement-kit',
      'recovery-video-series',
      'post-treatment-check-in',
      'specialist-consultation',
    ],
  },
  {
    id: SHOP_CATEGORY_IDS.cele.shop,
    brand: 'cele',
    name: 'Shop',
    productSlugs: [
      'the-healing-guide',
      'vein-support-supplement-kit',
      'recovery-video-series',
      'post-treatment-check-in',
      'specialist-consultation',
      'stud-support-brief',
      'stud-cooling-boxer-brief',
      // Last, so the rows' first screen keeps the products it showed before the kit came.
      'build-your-own-supplement-kit',
    ],
  },
];
