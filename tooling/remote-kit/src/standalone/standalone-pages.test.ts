import { standalonePageKey, standalonePages } from './standalone-pages';

describe('standalonePageKey', () => {
  it('turns the module name into a kebab-case path without the Page suffix', () => {
    expect(standalonePageKey('CartPage')).toBe('cart');
    expect(standalonePageKey('ThankYouPage')).toBe('thank-you');
    expect(standalonePageKey('ResetPasswordOtpPage')).toBe('reset-password-otp');
    expect(standalonePageKey('ManageCommunicationsPage')).toBe('manage-communications');
  });
});

describe('standalonePages', () => {
  it('lists the pages in the order the remote wrote them, each with its path', () => {
    const page = () => Promise.resolve({ default: () => null });
    const pages = standalonePages<'shop'>({ CatalogPage: page, ProductPage: page, CartPage: page });

    expect(pages.map(({ module, key }) => [module, key])).toEqual([
      ['CatalogPage', 'catalog'],
      ['ProductPage', 'product'],
      ['CartPage', 'cart'],
    ]);
  });
});
