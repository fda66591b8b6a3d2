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

/** The markup with everything that could run code removed. */
export function sanitizeMarkup(markup: string, options: SanitizeOptions = {}): string {
  addLinkHook();
  currentLinkBase = options.linkBase;
  try {
    return DOMPurify.sanitize(markup, CONFIG);
  } finally {
    currentLinkBase = undefined;
  }
}

/** What the page would show of some markup, and the parts the sanitiser took out (for editors). */
export interface SanitisedPreview {
  html: string;
  /** Tags and attributes removed, e.g. `<script>`, `onclick`, each named once. */
  removed: string[];
}

/** {@link sanitizeMarkup}, telling an editor what it removed (DOMPurify's `removed` list). */
export function sanitizeWithReport(markup: string, options: SanitizeOptions = {}): SanitisedPreview {
  const html = sanitizeMarkup(markup, options);
  const removed = DOMPurify.removed.map((entry) =>
    'element' in entry
      ? `<${entry.element.nodeName.toLowerCase()}>`
      : (entry.attribute?.name ?? 'an attribute'),
  );
  return { html, removed: [...new Set(removed)] };
}
