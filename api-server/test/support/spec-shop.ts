// docs/product.md §7 shop and cart paths and the fixed ids of the seeded catalogue, written out by hand (see
// spec.ts for why the tests do not read them from shared-contracts).

export const SHOP_PATHS = {
  productsList: '/api/ecom/products-list',
  productsDetail: (id: string) => `/api/ecom/products-detail/${id}`,
  recommendedProducts: '/api/ecom/recommended-products',
  productsCatalogue: '/api/ecom/products-catalogue',
  mainProduct: '/api/ecom/main-product',
  cartItems: '/api/ecom/cart-items/',
  addToCart: '/api/ecom/add-to-cart/',
  removeFromCart: '/api/ecom/remove-from-cart/',
  updateOfCart: '/api/ecom/update-of-cart/',
  createCheckout: '/api/ecom/create-checkout/',
} as const;

const opaque = (text: string) => Buffer.from(text).toString('base64url');

export const CATEGORY = {
  studShop: opaque('Category:stud-shop'),
  studTreatment: opaque('Category:stud-treatment'),
  celeShop: opaque('Category:cele-shop'),
};

export const PRODUCT = {
  brief: { id: opaque('Product:stud-support-brief'), slug: 'stud-support-brief' },
  limited: { id: opaque('Product:stud-limited-red-brief'), slug: 'stud-limited-red-brief' },
  guide: { id: opaque('Product:the-healing-guide'), slug: 'the-healing-guide' },
  consultation: { id: opaque('Product:specialist-consultation'), slug: 'specialist-consultation' },
  /** Supply (one value) and Add-ons (multi-select: one variant per add-on). */
  kit: { id: opaque('Product:build-your-own-supplement-kit'), slug: 'build-your-own-supplement-kit' },
};

export const VARIANT = {
  /** Stud Support Brief, M, black: 60 in stock. */
  briefBlackM: opaque('ProductVariant:stud-support-brief-black-m'),
  /** Stud Support Brief, XXS, grey: sold out. */
  briefGreyXxs: opaque('ProductVariant:stud-support-brief-grey-xxs'),
  /** Limited edition, M: the last one. */
  limitedM: opaque('ProductVariant:stud-limited-red-brief-red-m'),
  /** Limited edition, L: two left. */
  limitedL: opaque('ProductVariant:stud-limited-red-brief-red-l'),
  guide: opaque('ProductVariant:the-healing-guide'),
  /** The kit you build, 30 days: magnesium ($12) and vitamin D ($9). */
  kitMagnesium30: opaque('ProductVariant:build-your-own-supplement-kit-30-magnesium'),
  kitVitaminD30: opaque('ProductVariant:build-your-own-supplement-kit-30-vitamin-d'),
  /** The recovery video series: streaming access, 9999 "in stock". */
  videos: opaque('ProductVariant:recovery-video-series'),
};
