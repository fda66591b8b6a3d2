// The seeded catalogue of stud and {product}cele, written for this project. Product names avoid
// the product word, which is a runtime setting of the front end, not of the data.
import { CARE_PRODUCTS } from './care-products';
import { GARMENTS } from './garments';
import type { SeedProduct } from './kinds';

export { discounted, opaqueId, SIZES } from './kinds';
export type { SeedCategory, SeedProduct, SeedReview, SeedVariant } from './kinds';
export { SEED_CATEGORIES } from './categories';

export const SEED_PRODUCTS: SeedProduct[] = [...GARMENTS, ...CARE_PRODUCTS];
