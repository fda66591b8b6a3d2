import { firstCartLinePicture, preloadLeadPicture } from './lead-picture';
import { cartAnswer, cartLineAnswer } from './testing/cart-answer';

describe('firstCartLinePicture', () => {
  it("is the first line's first picture", () => {
    expect(
      firstCartLinePicture(
        cartAnswer([cartLineAnswer('/media/a.svg', '/media/b.svg'), cartLineAnswer('/media/c.svg')]),
      ),
    ).toBe('/media/a.svg');
  });

  it('is null for an empty cart, a line without pictures, a foreign URL, a line the page could not show or a body that is not JSON', () => {
    expect(firstCartLinePicture(cartAnswer([]))).toBeNull();
    expect(firstCartLinePicture(cartAnswer([cartLineAnswer()]))).toBeNull();
    expect(firstCartLinePicture(cartAnswer([cartLineAnswer('https://elsewhere.example/x.svg')]))).toBeNull();
    expect(firstCartLinePicture(cartAnswer([{ variant: { media: [{ url: '/media/a.svg' }] } }]))).toBeNull();
    expect(firstCartLinePicture('<html>')).toBeNull();
    expect(firstCartLinePicture('null')).toBeNull();
  });
});

describe('preloadLeadPicture', () => {
  afterEach(() => document.head.querySelectorAll('link[rel="preload"]').forEach((link) => link.remove()));

  it("preloads the picture on the API's origin, at high priority, as the page's <img> asks for it", () => {
    preloadLeadPicture(
      'firstCartLine',
      cartAnswer([cartLineAnswer('/media/v1/products/brief.svg')]),
      'http://api.test/',
    );
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
    preloadLeadPicture('firstCartLine', cartAnswer([]), 'http://api.test');
    expect(document.head.querySelectorAll('link[rel="preload"]')).toHaveLength(0);
  });
});
