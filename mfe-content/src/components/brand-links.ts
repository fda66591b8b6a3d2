import { withBasename } from 'shared-contracts';

// A scheme ('https:', 'mailto:') or a protocol-relative '//host': the link names its own target.
const ABSOLUTE = /^(?:[a-z][a-z0-9+.-]*:|\/\/)/i;

/**
 * Where a link written in A/B markup leads. Editors write a page of the brand as a path of that
 * brand, with or without the leading slash ('/shop', 'shop', './shop' all mean the brand's /shop),
 * the way the route tables spell it; the page adds the brand's prefix, so the link goes to the same
 * page from '/stud', '/stud/', '/stud/shop/a', a brand's own host and '/ab_test'. A document-relative
 * reading would depend on the address the visitor came by ('shop' from '/stud' is '/shop', careapp's).
 *
 * Absolute links (another site, mailto:, tel:) and in-page ones ('#faq', '?tab=2') are kept as written.
 *
 * @param href the href as the editor wrote it
 * @param base the brand's router basename without a trailing slash: '', '/stud', '/ab_test/stud'
 */
export function brandLinkHref(href: string, base: string): string {
  const written = href.trim();
  if (written === '' || ABSOLUTE.test(written) || written.startsWith('#') || written.startsWith('?'))
    return href;
  const path = written.replace(/^(?:\.{1,2}\/)+/, '').replace(/^\/+/, '');
  return withBasename(base, `/${path}`);
}

/**
 * Whether a link in rendered markup is one of the brand's pages, so a click can be followed by the
 * router: after {@link brandLinkHref} those, and only those, are root-relative.
 */
export function isBrandLink(href: string | null): href is string {
  return href !== null && href.startsWith('/') && !href.startsWith('//');
}
