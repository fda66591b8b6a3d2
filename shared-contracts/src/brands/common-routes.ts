import { CHECKOUT_LAYOUT, defineRoute } from './route-builder';

// Routes several brands share with the same remote, module, page key and layout.
// Brand tables (routes-*.ts) pick from these and add their own.

/** `/`: the brand's home page. */
export const HOME = defineRoute('/', 'content', 'HomePage', 'home');
/** `/about`. */
export const ABOUT = defineRoute('/about', 'content', 'AboutPage', 'about');
/** `/contact`: contact info and the contact form. */
export const CONTACT = defineRoute('/contact', 'content', 'ContactPage', 'contact');
/** `/terms`: terms of service (also the Privacy Policy link). */
export const TERMS = defineRoute('/terms', 'content', 'TermsPage', 'terms');

/**
 * `/admin/ab-content/:identifier`: the A/B content editor, where the overlay's Edit link leads
 * (docs/product.md §2 widget 11; the API's default `edit_url`). Not a page of docs/product.md §2,
 * so no brand table lists it: the shell adds it to every brand, for editors and admins only.
 */
export const AB_CONTENT_EDITOR = defineRoute(
  '/admin/ab-content/:identifier',
  'content',
  'AbContentEditorPage',
  'ab-content-editor',
  { guard: 'editor' },
);

/** `/shop`: the catalogue. */
export const SHOP = defineRoute('/shop', 'shop', 'CatalogPage', 'shop');
/** `/shop/:productId`: one product. */
export const PRODUCT = defineRoute('/shop/:productId', 'shop', 'ProductPage', 'product');
/** `/cart`. */
export const CART = defineRoute('/cart', 'shop', 'CartPage', 'cart');

/** `/checkout`: header and checkout footer, no site footer. */
export const CHECKOUT = defineRoute('/checkout', 'checkout', 'CheckoutPage', 'checkout', {
  layout: CHECKOUT_LAYOUT,
});
/** `/checkout/thankyou/:paymentGateway`: after payment. */
export const THANK_YOU = defineRoute(
  '/checkout/thankyou/:paymentGateway',
  'checkout',
  'ThankYouPage',
  'thank-you',
);
/** `/order-history`: signed-in users only. */
export const ORDER_HISTORY = defineRoute('/order-history', 'checkout', 'OrderHistoryPage', 'order-history', {
  guard: 'auth',
});

/** `/login`: guests only. */
export const LOGIN = defineRoute('/login', 'auth', 'LoginPage', 'login', { guard: 'guest' });
/** `/register`: guests only. */
export const REGISTER = defineRoute('/register', 'auth', 'RegisterPage', 'register', { guard: 'guest' });
/** `/otp`: signed-in, not yet verified users. */
export const OTP = defineRoute('/otp', 'auth', 'OtpPage', 'otp', { guard: 'otp' });
/** `/reset-password`: ask for a reset code. */
export const RESET_PASSWORD = defineRoute('/reset-password', 'auth', 'ResetPasswordPage', 'reset-password');
/** `/reset-password-otp`: enter the reset code and a new password. */
export const RESET_PASSWORD_OTP = defineRoute(
  '/reset-password-otp',
  'auth',
  'ResetPasswordOtpPage',
  'reset-password-otp',
);
/** `/profile`: signed-in users only. */
export const PROFILE = defineRoute('/profile', 'auth', 'ProfilePage', 'profile', { guard: 'auth' });
/** `/change-password`: signed-in users only. */
export const CHANGE_PASSWORD = defineRoute(
  '/change-password',
  'auth',
  'ChangePasswordPage',
  'change-password',
  {
    guard: 'auth',
  },
);
/** `/complete-profile`: onboarding questions. */
export const COMPLETE_PROFILE = defineRoute(
  '/complete-profile',
  'auth',
  'CompleteProfilePage',
  'complete-profile',
);
