import { brandLinkHref, isBrandLink } from './brand-links';

describe('links in A/B markup', () => {
  it.each([
    ['shop', '/stud', '/stud/shop'],
    ['/shop', '/stud', '/stud/shop'],
    ['./shop', '/stud', '/stud/shop'],
    ['../shop', '/stud', '/stud/shop'],
    ['shop/a?size=m#fit', '/stud', '/stud/shop/a?size=m#fit'],
    ['/', '/stud', '/stud/'],
    ['assess-pain', '/ab_test/varicocele', '/ab_test/varicocele/assess-pain'],
    ['shop', '', '/shop'],
    ['/login', '', '/login'],
    ['about', '/ab_test', '/ab_test/about'],
  ])('lead %s to the brand page under %s: %s', (href, base, expected) => {
    expect(brandLinkHref(href, base)).toBe(expected);
  });

  it.each([
    'https://www.nhs.uk/conditions/varicocele/',
    'HTTP://example.com/',
    '//cdn.example.com/x',
    'mailto:help@example.com',
    'tel:+15550100',
    '#faq',
    '?tab=2',
  ])('keep %s as written', (href) => {
    expect(brandLinkHref(href, '/stud')).toBe(href);
  });

  it('tells the brand’s own pages (root-relative once rewritten) from everything else', () => {
    expect(isBrandLink('/stud/shop')).toBe(true);
    expect(isBrandLink('/')).toBe(true);
    expect(isBrandLink('//example.com/')).toBe(false);
    expect(isBrandLink('https://example.com/')).toBe(false);
    expect(isBrandLink('#faq')).toBe(false);
    expect(isBrandLink(null)).toBe(false);
  });
});
