import { BRAND_IDS, getBrand, hasOtpPage } from 'shared-contracts';
import { afterSignInPath } from './after-sign-in';

const withOtp = BRAND_IDS.filter((id) => hasOtpPage(getBrand(id).routes));
const withoutOtp = BRAND_IDS.filter((id) => !hasOtpPage(getBrand(id).routes));

describe('afterSignInPath', () => {
  it('has brands of both kinds to check', () => {
    expect(withOtp.length).toBeGreaterThan(0);
    expect(withoutOtp.length).toBeGreaterThan(0);
  });

  it('sends an unverified user to /otp, query kept, on a brand that has it', () => {
    for (const brand of withOtp) {
      expect(afterSignInPath(false, '?next=%2Forder-history&utm_source=mail', brand)).toBe(
        '/otp?next=%2Forder-history&utm_source=mail',
      );
      expect(afterSignInPath(false, '', brand)).toBe('/otp');
    }
  });

  it('keeps /otp when no brand is known', () => {
    expect(afterSignInPath(false, '?utm_source=mail')).toBe('/otp?utm_source=mail');
  });

  it('never sends an unverified user to /otp on a brand without it: /profile verifies in place', () => {
    for (const brand of withoutOtp) {
      expect(afterSignInPath(false, '', brand)).toBe('/profile');
      expect(afterSignInPath(false, '?next=%2Fabout&utm_source=mail', brand)).toBe(
        '/profile?next=%2Fabout&utm_source=mail',
      );
    }
  });

  it('sends a verified user to next or /profile on every brand', () => {
    for (const brand of BRAND_IDS) {
      expect(afterSignInPath(true, '?next=%2Fabout&utm_source=mail', brand)).toBe('/about?utm_source=mail');
      expect(afterSignInPath(true, '?next=%2F%2Fevil.example', brand)).toBe('/profile');
      expect(afterSignInPath(true, '', brand)).toBe('/profile');
    }
  });
});
