import type { PageHead } from './page-head';

/** Marks a title the server wrote, so the shell keeps it instead of setting the brand's name. */
export const SERVER_TITLE_ATTRIBUTE = 'data-page-head';

const ATTRIBUTE_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '"': '&quot;',
  "'": '&#39;',
  '<': '&lt;',
  '>': '&gt;',
};

/** Text safe inside a double-quoted attribute value and inside an element's text. */
export function escapeHtml(text: string): string {
  return text.replace(/[&"'<>]/g, (c) => ATTRIBUTE_ESCAPES[c] ?? c);
}

/**
 * JSON that cannot end the script element it sits in (`</script>` in a product's name), open a
 * comment there, or break a JavaScript parser (U+2028/9): each written as a \u escape, which
 * JSON.parse reads back as the same character.
 */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value).replace(
    /[<>&\u2028\u2029]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}

/** The head as HTML, every value escaped; JSON-LD blocks are data, never run, so need no CSP hash. */
export function renderHead(head: PageHead): string {
  return [
    `<title ${SERVER_TITLE_ATTRIBUTE}>${escapeHtml(head.title)}</title>`,
    `<meta name="description" content="${escapeHtml(head.description)}">`,
    ...(head.robots ? [`<meta name="robots" content="${escapeHtml(head.robots)}">`] : []),
    ...(head.canonical ? [`<link rel="canonical" href="${escapeHtml(head.canonical)}">`] : []),
    ...head.meta.map(
      (tag) => `<meta ${tag.attribute}="${escapeHtml(tag.key)}" content="${escapeHtml(tag.content)}">`,
    ),
    ...head.jsonLd.map((data) => `<script type="application/ld+json">${jsonForScript(data)}</script>`),
  ].join('\n    ');
}
