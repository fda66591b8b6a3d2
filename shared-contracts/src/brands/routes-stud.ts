import type { RouteDef } from './brand-types';
import * as common from './common-routes';
import { CHECKOUT_LAYOUT, defineRoute, withoutChrome } from './route-builder';

/**
 * Stud's routes (docs/product.md §2). The sign-in pages (login, register, otp, reset-password,
 * reset-password-otp) have no header or footer on stud.
 */
export const STUD_ROUTES: readonly RouteDef[] = Object.freeze([
  common.HOME,
  defineRoute('/a', 'content', 'HomePage', 'home-a'),
  defineRoute('/b', 'content', 'HomePage', 'home-b', { layout: { banner: true } }),
  common.SHOP,
  defineRoute('/shop/a', 'shop', 'CatalogPage', 'shop-a'),
  defineRoute('/shop/b', 'shop', 'CatalogPage', 'shop-b'),
  defineRoute('/shop/treatment', 'shop', 'CatalogPage', 'shop-treatment'),
  common.PRODUCT,
  common.CONTACT,
  defineRoute('/discount', 'content', 'DiscountPage', 'discount'),
  common.CHECKOUT,
  defineRoute('/checkout/a', 'checkout', 'CheckoutPage', 'checkout-a', { layout: CHECKOUT_LAYOUT }),
  defineRoute('/checkout/b', 'checkout', 'CheckoutPage', 'checkout-b', { layout: CHECKOUT_LAYOUT }),
  common.THANK_YOU,
  common.TERMS,
  common.CART,
  defineRoute('/cart/a', 'shop', 'CartPage', 'cart-a'),
  defineRoute('/cart/b', 'shop', 'CartPage', 'cart-b'),
  defineRoute('/manage-communications', 'auth', 'ManageCommunicationsPage', 'manage-communications'),
  common.COMPLETE_PROFILE,
  common.ORDER_HISTORY,
  withoutChrome(common.LOGIN),
  withoutChrome(common.RESET_PASSWORD),
  withoutChrome(common.RESET_PASSWORD_OTP),
  withoutChrome(common.REGISTER),
  withoutChrome(common.OTP),
  common.PROFILE,
  common.CHANGE_PASSWORD,
  common.ABOUT,
]);
