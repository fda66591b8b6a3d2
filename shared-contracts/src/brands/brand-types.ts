import type { RenderScope } from '../ssr/render-scope';
import type { BrandId, RemoteName } from './brand-ids';

/** Props the shell passes to every page module it renders. */
export interface RemotePageProps {
  /** The brand the visitor is on. */
  brand: BrandId;
  /** e.g. 'shop-a', 'assess-pain', 'home-b': which variant of a shared page module this route is. */
  pageKey: string;
  /** Builds a link inside the current brand: brandHref('/cart') -> '/ab_test/stud/cart' etc. */
  brandHref: (path: string) => string;
  /** On the shell's server only: the render's scope, where the page makes its per-request store. */
  renderScope?: RenderScope;
  /**
   * False while the shell does not know the visitor yet (its server render, hydration, a guard's
   * account check, docs/adr/0150): the page renders its frame and holds its personal parts'
   * places. Absent: the page may render them.
   */
  personalParts?: boolean;
}

/**
 * Access rule of a route (docs/product.md §4):
 * - `auth`: needs a stored access token (else login, query kept); an unverified user goes to /otp.
 * - `guest`: a logged-in user goes to /profile.
 * - `otp`: needs a stored access token; a verified user goes to /profile.
 * - `editor`: needs a stored access token (else login); a user who is not an editor or an admin
 *   (docs/product.md §6) is told the page is not for them, and the page's module is never loaded.
 */
export type GuardKind = 'auth' | 'guest' | 'otp' | 'editor';

/** Which layout parts the shell renders around a route's page. */
export interface LayoutFlags {
  /** Header with logo, menu, profile and cart icons. */
  header: boolean;
  /** The site footer (Contact Us, Terms of Service, Privacy Policy, social links). */
  footer: boolean;
  /** The slim checkout footer used instead of the site footer on checkout pages. */
  checkoutFooter: boolean;
  /** The promotional banner (stud `/b`). */
  banner: boolean;
}

/** One route of a brand's table. */
export interface RouteDef {
  /** react-router pattern relative to the brand base, e.g. '/shop/:productId'. */
  path: string;
  /** Remote that renders the page. */
  remote: RemoteName;
  /** Exposed page module of that remote (one of `PAGE_MODULES[remote]`). */
  module: string;
  /** Variant key passed to the page as {@link RemotePageProps.pageKey}. */
  pageKey: string;
  /** Layout around the page. */
  layout: LayoutFlags;
  /** Access rule; none means public. */
  guard?: GuardKind;
}

/** A place in some brand: a path relative to that brand's base. */
export interface BrandTarget {
  /** Brand that serves the path. */
  brand: BrandId;
  /** Path relative to the brand base, starting with '/'. */
  path: string;
}

/** One header menu entry. Turn `target` into an href with `brandUrl`. */
export interface MenuItem {
  /** Exact upper-case label, e.g. 'GET SUPPORT', 'VARICOCELE'. */
  label: string;
  /** Where the entry leads (may be another brand). */
  target: BrandTarget;
}

/** Everything the shell needs to serve a brand. */
export interface BrandDefinition {
  /** Internal id. */
  id: BrandId;
  /** URL prefix segment on the default host and name in links: 'stud', 'varicocele', ... */
  slug: string;
  /** Human-readable brand name, e.g. 'Stud', 'Varicocele'. */
  name: string;
  /** Every route of docs/product.md §2 for this brand. */
  routes: readonly RouteDef[];
  /** Header menu (empty for careapp, which has the heal button instead). */
  menu: readonly MenuItem[];
  /**
   * Where a shop link on this brand leads. stud and cele have their own `/shop`; careapp and
   * celeorg sell nothing themselves, so theirs is {product}cele's `/shop`. `shopTarget.brand === id`
   * tells whether the brand has a shop of its own (the shell shows the error page's "Continue
   * Shopping" only then). Turn it into an href with `brandUrl`, as it may name another brand.
   */
  shopTarget: BrandTarget;
  /**
   * Where the header's cart icon leads: the `/cart` of the brand in `shopTarget` (its own for stud
   * and cele, {product}cele's for careapp and celeorg). Its checkout is that brand's `/checkout`.
   */
  cartTarget: BrandTarget;
  /** Header shows the consult button ({product}cele). */
  hasConsultButton: boolean;
  /** Header shows the "Heal With CareApp" button to /login (careapp). */
  hasHealButton: boolean;
}

/** Hostnames of brands served on their own host, e.g. `{ stud: 'stud.localhost' }`. */
export type BrandHosts = Partial<Record<BrandId, string>>;

/** Where the visitor is: the result of `resolveBrand`. */
export interface ResolvedLocation {
  /** The brand serving this URL. */
  brand: BrandId;
  /** The path starts with '/ab_test'. */
  abTest: boolean;
  /** The hostname is the brand's own configured host (routes unprefixed). */
  onOwnHost: boolean;
  /** Router basename: '' | '/stud' | '/ab_test' | '/ab_test/stud' ... (never a trailing slash). */
  basename: string;
}
