import DOMPurify, { type ElementHook } from 'dompurify';
import { brandLinkHref } from './brand-links';

/**
 * Markup from the server is cleaned by DOMPurify before it reaches the page: no script, no event
 * handler, no javascript: or data: link, no SVG or MathML (the content needs neither, and both
 * have a history of parser tricks). Links to other sites open safely.
 */
const CONFIG = {
  USE_PROFILES: { html: true },
  FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select', 'iframe', 'object', 'embed'],
  FORBID_ATTR: ['style'],
  ALLOWED_URI_REGEXP: /^(?:https?:|mailto:|tel:|#|\/|\.{0,2}\/?[a-z0-9-]+(?:[/?#]|$))/i,
};

/** How the markup is shown. */
export interface SanitizeOptions {
  /**
   * The brand's router basename without a trailing slash ('', '/stud', '/ab_test/stud'): links to
   * the brand's pages ('shop', '/shop') get it, so they lead to the same page whatever the
   * address (see brand-links.ts). Without it, hrefs stay as written.
   */
  linkBase?: string;
}

let hooked = false;
// The call being sanitised: DOMPurify's hooks are global and run synchronously inside sanitize().
let currentLinkBase: string | undefined;

/**
 * Where this remote keeps its link hook on the DOMPurify it added it to. On the shell's server that
 * DOMPurify is the shell's (docs/adr/0140) and outlives a redeploy of this remote: the new build's
 * hook replaces the old build's, which would otherwise run on every sanitise and keep the whole old
 * build in the server's memory (docs/adr/0155).
 */
const LINK_HOOK = Symbol.for('mfe-content:sanitize-markup:link-hook');

type HookHolder = typeof DOMPurify & { [LINK_HOOK]?: ElementHook };

const linkHook: ElementHook = (node) => {
  if (node.tagName !== 'A') return;
  const href = node.getAttribute('href');
  if (href === null) return;
  if (/^https?:/i.test(href)) node.setAttribute('rel', 'noopener noreferrer');
  else if (currentLinkBase !== undefined) node.setAttribute('href', brandLinkHref(href, currentLinkBase));
};

function addLinkHook(): void {
  if (hooked) return;
  hooked = true;
  const holder = DOMPurify as HookHolder;
  const previous = holder[LINK_HOOK];
  if (previous) DOMPurify.removeHook('afterSanitizeAttributes', previous);
  holder[LINK_HOOK] = linkHook;
  DOMPurify.addHook('afterSanitizeAttributes', linkHook);
}

function sanitizeNow(markup: string, linkBase: string | undefined): string {
  addLinkHook();
  currentLinkBase = linkBase;
  try {
    return DOMPurify.sanitize(markup, CONFIG);
  } finally {
    currentLinkBase = undefined;
  }
}

/** Markups cleaned last, by link base and markup: the oldest dropped first. */
const CLEANED_KEPT = 200;
const cleaned = new Map<string, string>();

/**
 * The markup with everything that could run code removed. The result depends only on the markup
 * and the link base (a fixed config and the link hook), so the same block is cleaned once: on the
 * shell's server DOMPurify works over jsdom, where each call builds a document (4.4 ms of a page's
 * 21 ms, docs/adr/0140), and every render of a page sanitises all its blocks again.
 */
export function sanitizeMarkup(markup: string, options: SanitizeOptions = {}): string {
  // undefined (hrefs as written) and '' (the default brand) are different bases.
  const key = `${options.linkBase === undefined ? '-' : `+${options.linkBase}`}\u0000${markup}`;
  const known = cleaned.get(key);
  if (known !== undefined) return known;
  const html = sanitizeNow(markup, options.linkBase);
  if (cleaned.size >= CLEANED_KEPT) cleaned.delete(cleaned.keys().next().value as string);
  cleaned.set(key, html);
  return html;
}

/** What the page would show of some markup, and the parts the sanitiser took out (for editors). */
export interface SanitisedPreview {
  html: string;
  /** Tags and attributes removed, e.g. `<script>`, `onclick`, each named once. */
  removed: string[];
}

/** {@link sanitizeMarkup}, telling an editor what it removed (DOMPurify's `removed` list). */
export function sanitizeWithReport(markup: string, options: SanitizeOptions = {}): SanitisedPreview {
  // Cleaned afresh: DOMPurify's `removed` list is about its last call.
  const html = sanitizeNow(markup, options.linkBase);
  const removed = DOMPurify.removed.map((entry) =>
    'element' in entry
      ? `<${entry.element.nodeName.toLowerCase()}>`
      : (entry.attribute?.name ?? 'an attribute'),
  );
  return { html, removed: [...new Set(removed)] };
}
