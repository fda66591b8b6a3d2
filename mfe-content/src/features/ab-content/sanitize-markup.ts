import DOMPurify from 'dompurify';

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

let hooked = false;

function addLinkHook(): void {
  if (hooked) return;
  hooked = true;
  DOMPurify.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName === 'A' && /^https?:/i.test(node.getAttribute('href') ?? '')) {
      node.setAttribute('rel', 'noopener noreferrer');
    }
  });
}

/** The markup with everything that could run code removed. */
export function sanitizeMarkup(markup: string): string {
  addLinkHook();
  return DOMPurify.sanitize(markup, CONFIG);
}

/** What the page would show of some markup, and the parts the sanitiser took out (for editors). */
export interface SanitisedPreview {
  html: string;
  /** Tags and attributes removed, e.g. `<script>`, `onclick`, each named once. */
  removed: string[];
}

/** {@link sanitizeMarkup}, telling an editor what it removed (DOMPurify's `removed` list). */
export function sanitizeWithReport(markup: string): SanitisedPreview {
  const html = sanitizeMarkup(markup);
  const removed = DOMPurify.removed.map((entry) =>
    'element' in entry
      ? `<${entry.element.nodeName.toLowerCase()}>`
      : (entry.attribute?.name ?? 'an attribute'),
  );
  return { html, removed: [...new Set(removed)] };
}
