import { CONSTANTS, slidesPerView } from './constants';
import { formatPrice, isLongProductName, itemLabel, secureCheckoutTitle, truncateTitle } from './format';
import { chunkLoadFailedMessage, MESSAGES } from './messages';
import { consultGradeField, consultSymptoms, isValidEmail } from './validation';

describe('business constants (docs/product.md §9)', () => {
  it('holds the limits of docs/product.md §9', () => {
    expect(CONSTANTS).toMatchObject({
      notificationMs: 3000,
      reviewPreviewChars: 500,
      titleTruncateChars: 83,
      longNameChars: 40,
      slideWidthPx: 170,
      slideGapPx: 10,
      sliderPaddingItems: 4,
      quantityPerAdd: 1,
      channel: 'default-channel',
      chatRoomsPageSize: 10,
      chatRoomsFirstOffset: 0,
      chatMessagesPageSize: 25,
      subscribePopupDelayMs: 30000,
      subscribeReenableMs: 6000,
      scriptChunkTimeoutMs: 120000,
      surgeryRecurrencePercent: '1-15',
    });
    expect(CONSTANTS.breakpointsPx).toEqual([320, 361, 375, 410, 480, 600, 768, 834, 992, 1024]);
    expect(CONSTANTS.shippingClaims).toEqual({
      free: true,
      usAndCanadaBusinessDays: '3-5',
      worldwideBusinessDays: '9-15',
    });
    expect(CONSTANTS.sizeChartWaistInches).toEqual({
      XXS: [25, 27],
      XS: [27, 29],
      S: [30, 32],
      M: [32, 34],
      L: [34, 37],
      XL: [38, 41],
      XXL: [41, 44],
      XXXL: [44, 47],
    });
  });

  it('slides per view is container width divided by 170, minimum 1, floored when above 4', () => {
    expect(slidesPerView(100)).toBe(1);
    expect(slidesPerView(340)).toBe(2);
    expect(slidesPerView(425)).toBe(2.5);
    expect(slidesPerView(1000)).toBe(5);
    expect(slidesPerView(0)).toBe(1);
  });
});

describe('formatting', () => {
  it('prices have two decimals with a dollar sign', () => {
    expect(formatPrice(12)).toBe('$12.00');
    expect(formatPrice(9.5)).toBe('$9.50');
    expect(formatPrice('19.999')).toBe('$20.00');
    expect(formatPrice(-3)).toBe('-$3.00');
    expect(formatPrice(Number.NaN)).toBe('$0.00');
  });

  it('item label is "item" when quantity is 1, else "Items"', () => {
    expect([0, 1, 2].map(itemLabel)).toEqual(['Items', 'item', 'Items']);
    expect(secureCheckoutTitle(1)).toBe('Secure Checkout (1 item)');
    expect(secureCheckoutTitle(3)).toBe('Secure Checkout (3 Items)');
  });

  it('product titles are truncated at 83 characters; names over 40 characters are long', () => {
    expect(truncateTitle('x'.repeat(83))).toBe('x'.repeat(83));
    expect(truncateTitle('x'.repeat(84))).toBe(`${'x'.repeat(83)}...`);
    expect(isLongProductName('x'.repeat(40))).toBe(false);
    expect(isLongProductName('x'.repeat(41))).toBe(true);
  });
});

describe('messages (docs/product.md §2, §5, §8)', () => {
  it('keeps the user-facing texts exactly', () => {
    expect(MESSAGES).toMatchObject({
      pageNotFound: "We couldn't find the page your are looking for.",
      continueShopping: 'Continue Shopping',
      renderError: 'An error has occurred.',
      noAccessToken: 'No access token found',
      invalidAccessTokenFormat: 'Invalid access token format',
      selectAllOptions: 'Please select all options before adding to cart.',
      outOfStock: 'Item is out of stock.',
      shippingMethodRequired: 'Shipping method is required!',
      secureCheckout: 'Secure Checkout',
      sslSecureCheckout: 'SSL Secure Checkout',
      returnToCartConfirm: 'Are you sure you want to return to your Shopping Cart?',
      stayInCheckout: 'Stay in checkout',
      returnToCart: 'Return to cart',
      healWithCareApp: 'Heal With CareApp',
      contactUs: 'Contact Us',
      termsOfService: 'Terms of Service',
      privacyPolicy: 'Privacy Policy',
      verifiedCustomer: 'Verified customer',
      seeMore: 'See more',
      goToCart: 'Go to Cart',
      loading: 'Loading...',
    });
    expect(chunkLoadFailedMessage(42)).toBe('Loading chunk 42 failed');
  });
});

describe('validation (docs/product.md §5)', () => {
  it('email is text, @, text, dot, text, with no spaces', () => {
    expect(isValidEmail('a@b.co')).toBe(true);
    expect(isValidEmail('a b@c.de')).toBe(false);
    expect(isValidEmail('a@bcde')).toBe(false);
    expect(isValidEmail('@b.co')).toBe(false);
  });

  it('the consultation form fields carry the product word', () => {
    expect(consultGradeField()).toBe('varicocele_grade');
    expect(consultSymptoms()).toEqual([
      'none',
      'male_infertility',
      'ed_virility',
      'low_testosterone',
      'varicocele_pain',
      'other',
    ]);
  });
});
