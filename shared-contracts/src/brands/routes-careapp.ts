import type { RouteDef } from './brand-types';
import * as common from './common-routes';
import { defineRoute } from './route-builder';

/** Careapp's routes (SPEC §2), served at the root of the default host. */
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
  defineRoute('/app', 'chat', 'ChatPage', 'chat'),
  defineRoute('/app/:slug', 'chat', 'ChatPage', 'chat-room'),
]);
