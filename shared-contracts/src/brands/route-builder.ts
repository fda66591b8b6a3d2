import type { PageModuleName, RemoteName } from './brand-ids';
import type { GuardKind, LayoutFlags, RouteDef } from './brand-types';

/** Header and site footer, no checkout footer, no banner: the layout of most pages. */
const STANDARD_LAYOUT: LayoutFlags = { header: true, footer: true, checkoutFooter: false, banner: false };

interface RouteOptions {
  guard?: GuardKind;
  layout?: Partial<LayoutFlags>;
}

/**
 * Builds one frozen route definition. `module` is checked against the remote's exposed modules at
 * compile time, so a table cannot point at a page module its remote does not expose.
 */
export function defineRoute<R extends RemoteName>(
  path: string,
  remote: R,
  module: PageModuleName<R>,
  pageKey: string,
  options: RouteOptions = {},
): RouteDef {
  const layout = Object.freeze({ ...STANDARD_LAYOUT, ...options.layout });
  const def: RouteDef = { path, remote, module, pageKey, layout };
  if (options.guard) def.guard = options.guard;
  return Object.freeze(def);
}

/** A copy of `route` without header and footer (stud's sign-in pages). */
export function withoutChrome(route: RouteDef): RouteDef {
  return Object.freeze({
    ...route,
    layout: Object.freeze({ ...route.layout, header: false, footer: false }),
  });
}

/** Layout of checkout pages: header, checkout footer instead of the site footer. */
export const CHECKOUT_LAYOUT: Partial<LayoutFlags> = { header: true, footer: false, checkoutFooter: true };
