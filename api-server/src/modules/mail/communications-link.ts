import type { SiteConfig } from '../../config';
import { BRAND_IDS, brandPrefix, getBrand, withBasename, type BrandId } from '../../contracts';

/** The page key of /manage-communications in the brand route tables (shared-contracts). */
const PAGE_KEY = 'manage-communications';

/** The first brand (in BRAND_IDS order) whose route table has the page: stud in docs/product.md §2. */
function brandWithPage(productWord: string): { brand: BrandId; path: string } | null {
  for (const brand of BRAND_IDS) {
    const route = getBrand(brand, productWord).routes.find((candidate) => candidate.pageKey === PAGE_KEY);
    if (route) return { brand, path: route.path };
  }
  return null;
}

/**
 * The address of the manage-communications page, to which a mail adds `?i_hash=`: on the brand's own
 * host when it has one (keeping the site's scheme and port), else under its prefix on the default
 * host, as the shell serves it. Null when no brand has the page (then mails carry no such link).
 */
export function communicationsPageUrl(site: SiteConfig): string | null {
  const page = brandWithPage(site.productWord);
  if (!page) return null;
  const origin = new URL(site.url);
  const host = site.brandHosts[page.brand];
  if (host) return `${origin.protocol}//${host}${origin.port ? `:${origin.port}` : ''}${page.path}`;
  return origin.origin + withBasename(brandPrefix(page.brand, site.productWord), page.path);
}

/** The link of one address: the page with the address's hash. */
export function communicationsLink(pageUrl: string, iHash: string): string {
  return `${pageUrl}?i_hash=${encodeURIComponent(iHash)}`;
}

/** What a mail says about its kind: account mail always comes; marketing mail can be stopped. */
export function communicationsFooter(kind: 'account' | 'marketing', link: string): string {
  const why =
    kind === 'account'
      ? 'Emails about your account, like this one, are always sent. To choose whether we also send you news and offers, open:'
      : 'To stop these emails, or to choose which emails you get, open:';
  return `\n\n--\n${why}\n${link}`;
}
