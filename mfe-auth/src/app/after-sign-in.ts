import { getBrand, hasOtpPage, type BrandId } from 'shared-contracts';
import { AFTER_LOGIN, safeNext, withoutNext } from './safe-next';

/**
 * Where a user goes once login, sign-up or a code has stored their session. A verified user: the
 * `next` page the guard kept, else /profile. An unverified one must verify first: at /otp where the
 * brand's table (docs/product.md §2) has it; on a brand without /otp ({product}celeorg), at /profile with the
 * query kept, whose guard asks for the code in place and then shows the page (the code form sends
 * the user on to `next` from there). `brand` undefined (a form outside a page) keeps /otp.
 */
export function afterSignInPath(isVerified: boolean, search: string, brand?: BrandId): string {
  if (isVerified) return `${safeNext(search)}${withoutNext(search)}`;
  if (brand === undefined || hasOtpPage(getBrand(brand).routes)) return `/otp${search}`;
  return `${AFTER_LOGIN}${search}`;
}
