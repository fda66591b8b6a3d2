// User-facing texts of docs/product.md §2, §5 and §8, exactly as written there.

/** Fixed user-facing texts. */
export const MESSAGES = {
  /** Not-found screen (note "your are": the product's text, kept as is). */
  pageNotFound: "We couldn't find the page your are looking for.",
  /** Link of the not-found screen to the shop. */
  continueShopping: 'Continue Shopping',
  /** Unhandled render error. */
  renderError: 'An error has occurred.',
  /** Chat socket: no stored access credential. */
  noAccessToken: 'No access token found',
  /** Chat socket: credential not "Bearer <value>". */
  invalidAccessTokenFormat: 'Invalid access token format',
  /** Add to cart with an attribute not chosen (inline above the button). */
  selectAllOptions: 'Please select all options before adding to cart.',
  /** Variant with quantity 0 or no matching variant (browser alert). */
  outOfStock: 'Item is out of stock.',
  /** Payment failure without a parseable error, on shipment_type. */
  shippingMethodRequired: 'Shipping method is required!',
  /** Checkout heading, followed by "(N item/Items)": see `secureCheckoutTitle`. */
  secureCheckout: 'Secure Checkout',
  /** Lock tooltip on the checkout page. */
  sslSecureCheckout: 'SSL Secure Checkout',
  /** Asked when the logo is clicked in checkout. */
  returnToCartConfirm: 'Are you sure you want to return to your Shopping Cart?',
  /** Button of that dialog that stays. */
  stayInCheckout: 'Stay in checkout',
  /** Button of that dialog that leaves. */
  returnToCart: 'Return to cart',
  /** Careapp header button to /login. */
  healWithCareApp: 'Heal With CareApp',
  /** Footer link. */
  contactUs: 'Contact Us',
  /** Footer link to terms. */
  termsOfService: 'Terms of Service',
  /** Footer link to terms. */
  privacyPolicy: 'Privacy Policy',
  /** Review badge. */
  verifiedCustomer: 'Verified customer',
  /** Expands a collapsed review. */
  seeMore: 'See more',
  /** Link in the add-to-cart toast. */
  goToCart: 'Go to Cart',
  /** Shown while a list loads. */
  loading: 'Loading...',
  /** Posted on the socket status channel on a socket error. */
  socketError: 'error',
} as const;

/** Key of a text in {@link MESSAGES}. */
export type MessageKey = keyof typeof MESSAGES;

/** The chunk load failure text of docs/product.md §8: "Loading chunk <id> failed". */
export function chunkLoadFailedMessage(chunkId: string | number): string {
  return `Loading chunk ${chunkId} failed`;
}
