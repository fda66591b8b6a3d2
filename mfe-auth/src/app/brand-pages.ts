import type { BrandId } from 'shared-contracts';
import { getBrand } from 'shared-contracts';

/**
 * Whether the brand has a page at `path` in its docs/product.md §2 route table, so that a link is only shown
 * where it leads somewhere: careapp has no /change-password, only stud has /manage-communications,
 * {product}celeorg has neither /reset-password nor /complete-profile.
 */
export function brandHasPage(brand: BrandId, path: string): boolean {
  return getBrand(brand).routes.some((route) => route.path === path);
}
