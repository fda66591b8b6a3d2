import { firstCartLinePicture, preloadLeadPicture } from './lead-picture';

const cart = (lines: unknown) => JSON.stringify({ checkout: { id: 'c1', lines } });
/** A cart line as the API answers it, with these pictures. */
const line = (...urls: string[]) => ({
  id: 'L1',
  quantity: 1,
  variant: {
    id: 'V1',
    quantity: 5,
    name: 'Black / M',
    attributes: [],
    product: { name: 'Stud Support Brief' },
    pricing: { price: { net: { amount: 24 } } },
    media: urls.map((url) => ({ url })),
  },
});

describe('firstCartLinePicture', () => {
  it("is the first line's first picture", () => {
    expect(firstCartLinePicture(cart([line('/media/a.svg', '/media/b.svg'), line('/media/c.svg')]))).toBe(
      '/media/a.svg',
    );
  });

  it('is null for an empty cart, a line without pictures, a foreign URL, a line the page could not show or a body that is not JSON', () => {
    expect(firstCartLinePicture(cart([]))).toBeNull();
    expect(firstCartLinePicture(cart([line()]))).toBeNull();
    expect(firstCartLinePicture(cart([line('https://elsewhere.example/x.svg')]))).toBeNull();
    expect(firstCartLinePicture(cart([{ variant: { media: [{ url: '/media/a.svg' }] } }]))).toBeNull();
    expect(firstCartLinePicture('<html>')).toBeNull();
    expect(firstCartLinePicture('null')).toBeNull();
  });
});

describe('preloadLeadPicture', () => {
  afterEach(() => document.head.querySelectorAll('link[rel="preload"]').forEach((link) => link.remove()));

  it("preloads the picture on the API's origin, at high priority, as the page's <img> asks for it", () => {
    preloadLeadPicture('firstCartLine', cart([line('/media/v1/products/brief.svg')]), 'http://api.test/');
    const links = [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"]')];
    expect(
      links.map((link) => [
        link.getAttribute('as'),
        link.href,
        link.getAttribute('fetchpriority'),
        link.crossOrigin,
      ]),
    ).toEqual([['image', 'http://api.test/media/v1/products/brief.svg', 'high', null]]);
  });

  it('adds nothing when the answer has no picture', () => {
    preloadLeadPicture('firstCartLine', cart([]), 'http://api.test');
    expect(document.head.querySelectorAll('link[rel="preload"]')).toHaveLength(0);
  });
});
