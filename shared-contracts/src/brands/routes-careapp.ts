import type { RouteDef } from './brand-types';
import * as common from './common-routes';
import { defineRoute } from './route-builder';

/** Careapp's routes (docs/product.md §2), served at the root of the default host. */
export const CAREAPP_ROUTES: readonly RouteDef[] = Object.freeze([
  common.HOME,
  common.LOGIN,
  common.REGISTER,
  common.OTP,
  common.RESET_PASSWORD,
  common.RESET_PASSWORD_OTP,
  common.PROFILE,
  common.ORDER_HISTORY,
  common.CONTACT,
  common.TERMS,
  common.COMPLETE_PROFILE,
  // The health chat is for signed-in users (docs/product.md §6: the socket needs a signed-in credential);
  // a guest goes to login and comes back here afterwards.
  defineRoute('/app', 'chat', 'ChatPage', 'chat', { guard: 'auth' }),
  defineRoute('/app/:slug', 'chat', 'ChatPage', 'chat-room', { guard: 'auth' }),
]);
