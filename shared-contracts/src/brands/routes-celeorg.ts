import type { RouteDef } from './brand-types';
import * as common from './common-routes';

/** {product}celeorg's routes (docs/product.md §2): the informational site. */
export const CELEORG_ROUTES: readonly RouteDef[] = Object.freeze([
  common.HOME,
  common.CONTACT,
  common.LOGIN,
  common.REGISTER,
  common.TERMS,
  common.PROFILE,
  common.ABOUT,
]);
