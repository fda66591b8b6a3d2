// The head of a page's first HTML (docs/adr/0130): title and description as the browser sets them
// (shared-contracts page-meta, the product's name on its page), a canonical URL on the brand's
// origin, link-preview tags and JSON-LD. Pure: the caller reads the API and passes what it got, so
// the static server today and a streaming renderer later print the same head.
import { productWordOr, type ProductDetailResponse } from 'shared-contracts';
import { pageMeta } from 'shared-contracts/page-meta';
import { brandOrigin, canonicalUrl, fillPattern } from './canonical';
import { breadcrumbJsonLd, organizationJsonLd, productJsonLd, type JsonLd } from './json-ld';
import { isPublicRoute, type PageHeadConfig, type PageOfUrl } from './page-of-url';

/** A <meta> of the head: `name="…"` (description, twitter:*) or `property="…"` (og:*). */
export interface HeadMeta {
  attribute: 'name' | 'property';
  key: string;
  content: string;
}

/** Everything the head says about a page, before it is written as HTML (render-head.ts). */
export interface PageHead {
  title: string;
  description: string;
  /** 'noindex' on the not-found page and on a product the API does not know. */
  robots?: string;
  canonical?: string;
  meta: HeadMeta[];
  jsonLd: JsonLd[];
}

/** What the server read for the head: undefined when not read in time, null when the API said 404. */
export interface HeadData {
  product?: ProductDetailResponse | null;
}

export interface PageHeadInput {
  page: PageOfUrl;
  config: PageHeadConfig;
  /** The shell's origin on its default host (SITE_URL); brand hosts get its scheme and port. */
  siteOrigin: string;
  data?: HeadData;
}

/**
 * A crumb's name for a page titled with the brand's name alone (its catalogues: the shop remote sets
 * no title of its own, so the head must not either, or the title would change after loading).
 */
const UNTITLED_PAGE_NAMES: Readonly<Record<string, string>> = {
  shop: 'Shop',
  'shop-a': 'Shop',
  'shop-b': 'Shop',
  'shop-treatment': 'Treatments shop',
  'more-products': 'More products',
};

/** A product picture's absolute URL: the API serves them at paths on its own origin. */
function pictureUrl(url: string, apiBaseUrl: string | undefined, fallbackOrigin: string): string {
  if (!url.startsWith('/')) return new URL(url).href;
  return new URL(url, apiBaseUrl || fallbackOrigin).href;
}

function previewTags(
  page: { title: string; description: string; url: string; type: string; siteName: string },
  image?: string,
): HeadMeta[] {
  const og = (key: string, content: string): HeadMeta => ({ attribute: 'property', key, content });
  const twitter = (key: string, content: string): HeadMeta => ({ attribute: 'name', key, content });
  return [
    og('og:type', page.type),
    og('og:site_name', page.siteName),
    og('og:title', page.title),
    og('og:description', page.description),
    og('og:url', page.url),
    ...(image ? [og('og:image', image)] : []),
    twitter('twitter:card', image ? 'summary_large_image' : 'summary'),
    twitter('twitter:title', page.title),
    twitter('twitter:description', page.description),
    ...(image ? [twitter('twitter:image', image)] : []),
  ];
}

/** The head of a page. */
export function pageHead({ page, config, siteOrigin, data = {} }: PageHeadInput): PageHead {
  const { brand, route } = page;
  const names = { brandName: brand.name, productWord: productWordOr(config.productWord) };
  // The brand's name and tagline: what every page without a title of its own says (the shell sets
  // the brand's name as the title before any page refines it).
  const brandWide = pageMeta(brand.id, '', names);
  if (!page.found) return { ...brandWide, robots: 'noindex', meta: [], jsonLd: [] };
  const titled = route ? pageMeta(brand.id, route.pageKey, names) : brandWide;
  if (!isPublicRoute(route)) return { ...titled, meta: [], jsonLd: [] };
  const untitledName = UNTITLED_PAGE_NAMES[route.pageKey];
  // A catalogue's description is the server's alone (the browser never changes it): its own words.
  const meta = untitledName ? { ...titled, description: `${untitledName} – ${titled.description}` } : titled;

  const hosts = config.brandHosts;
  const homeUrl = canonicalUrl(brand, '/', siteOrigin, hosts);
  const home = { name: brand.name, url: homeUrl };
  const product = route.module === 'ProductPage' ? data.product : undefined;
  if (route.module === 'ProductPage' && product === null) {
    // The page says the product is not found: nothing to index there.
    return { ...brandWide, robots: 'noindex', meta: [], jsonLd: [] };
  }
  // The product's own slug, the form the shop links to, whichever id or spelling was asked.
  const params = product?.slug ? { ...page.params, productId: product.slug } : page.params;
  const url = canonicalUrl(brand, fillPattern(route.path, params), siteOrigin, hosts);
  const organization = organizationJsonLd(brand, homeUrl);

  if (product) {
    const origin = brandOrigin(brand, siteOrigin, hosts);
    const images = product.media.map((item) => pictureUrl(item.url, config.apiBaseUrl, origin));
    const shop = { name: 'Shop', url: canonicalUrl(brand, '/shop', siteOrigin, hosts) };
    // The product page sets the product's name and description as they are (mfe-shop product-meta.ts).
    const head = { title: product.name, description: product.description };
    return {
      ...head,
      canonical: url,
      meta: previewTags({ ...head, url, type: 'product', siteName: brand.name }, images[0]),
      jsonLd: [
        organization,
        breadcrumbJsonLd([home, shop, { name: product.name, url }]),
        productJsonLd(product, url, images),
      ],
    };
  }
  const isHome = url === homeUrl;
  const suffix = ` | ${brand.name}`;
  const crumbName =
    untitledName ?? (meta.title.endsWith(suffix) ? meta.title.slice(0, -suffix.length) : meta.title);
  return {
    ...meta,
    canonical: url,
    meta: previewTags({ ...meta, url, type: 'website', siteName: brand.name }),
    jsonLd: [organization, breadcrumbJsonLd(isHome ? [home] : [home, { name: crumbName, url }])],
  };
}
