import { BRAND_IDS } from './brand-ids';
import { getBrand } from './brand-definitions';
import { EMAIL_VERIFICATION_PAGE, hasOtpPage } from './email-verification';

const brands = BRAND_IDS.map((id) => getBrand(id));

describe('hasOtpPage', () => {
  it('is true for a brand whose table lists /otp', () => {
    const withOtp = brands.filter((brand) => brand.routes.some((route) => route.path === '/otp'));
    expect(withOtp.length).toBeGreaterThan(0);
    for (const brand of withOtp) expect(hasOtpPage(brand.routes)).toBe(true);
  });

  it('is false for a brand whose table has no /otp (docs/product.md §2: {product}celeorg)', () => {
    const withoutOtp = brands.filter((brand) => !brand.routes.some((route) => route.path === '/otp'));
    expect(withoutOtp.map((brand) => brand.id)).toEqual(['celeorg']);
    for (const brand of withoutOtp) expect(hasOtpPage(brand.routes)).toBe(false);
  });

  it('is false for an empty table', () => {
    expect(hasOtpPage([])).toBe(false);
  });
});

describe('EMAIL_VERIFICATION_PAGE', () => {
  it("is the auth remote's OtpPage", () => {
    expect(EMAIL_VERIFICATION_PAGE).toMatchObject({ remote: 'auth', module: 'OtpPage', pageKey: 'otp' });
  });
});
