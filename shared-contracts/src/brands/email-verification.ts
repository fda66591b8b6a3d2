import type { RouteDef } from './brand-types';
import { OTP } from './common-routes';

/**
 * Whether a brand's route table (docs/product.md §2) has its own page for the email-verification step, i.e. a
 * route the `otp` guard protects. Brands without one ({product}celeorg) verify in place instead:
 * the `auth` guard shows the verification page at the URL the user asked for.
 */
export function hasOtpPage(routes: readonly RouteDef[]): boolean {
  return routes.some((route) => route.guard === 'otp');
}

/** The auth remote's verification page, for a shell that shows it in place of a guarded page. */
export const EMAIL_VERIFICATION_PAGE: RouteDef = OTP;
