import { endpoints, type BrandDefinition, type BrandHosts } from 'shared-contracts';
import { patternParams } from '../../preload/route-for-path';
import { matchUrl } from '../known-routes';

/** What of the runtime config decides which page a URL is and where its canonical lives. */
export interface PageHeadConfig {
  brandHosts?: BrandHosts;
  productWord?: string;
  apiBaseUrl?: string;
}

type BrandRoute = BrandDefinition['routes'][number];

/** An API read a page's head is made from (the server fetches it within its time budget). */
export interface HeadRead {
  method: 'GET' | 'POST';
  /** Path on the API, from shared-contracts' endpoints. */
  path: string;
  body?: unknown;
}

/** Which page of the shell a URL is, as the shell's router would render it. */
export interface PageOfUrl {
  brand: BrandDefinition;
  /** The route of the brand's table, or null for the shell's own pages and the not-found page. */
  route: BrandRoute | null;
  /** The route's parameters, decoded ({ productId }). */
  params: Record<string, string>;
  /** Whether the shell renders a page here rather than its not-found screen. */
  found: boolean;
  /** Reads the head needs, by name: `product` on a product page. */
  reads: Partial<Record<'product', HeadRead>>;
}

/** Public pages: indexed, with link-preview tags and JSON-LD. Personal and sign-in pages are not. */
const PUBLIC_REMOTES = new Set(['content', 'shop']);
const PERSONAL_MODULES = new Set(['CartPage', 'AssessmentDataPage', 'ReportsPage', 'AbContentEditorPage']);

/** Whether a route is a public page (no guard, not personal): the pages link previews are for. */
export function isPublicRoute(route: BrandRoute | null): route is BrandRoute {
  return (
    route !== null && !route.guard && PUBLIC_REMOTES.has(route.remote) && !PERSONAL_MODULES.has(route.module)
  );
}

/**
 * The page a URL shows, by the 404 matcher's own match (known-routes.ts `matchUrl`), so the head
 * names the page the browser then renders.
 */
export function pageOfUrl(config: PageHeadConfig, url: { hostname: string; pathname: string }): PageOfUrl {
  const { brand, inside, route, found } = matchUrl(config, url);
  if (!route || inside === null) return { brand, route: null, params: {}, found, reads: {} };
  const params = patternParams(route.path, inside);
  const reads: PageOfUrl['reads'] = {};
  if (route.remote === 'shop' && route.module === 'ProductPage' && params.productId) {
    // The read the product page makes first (shared-contracts first-read.ts): same path and body.
    reads.product = { method: 'POST', path: endpoints.shop.productsDetail(params.productId), body: {} };
  }
  return { brand, route, params, found: true, reads };
}
