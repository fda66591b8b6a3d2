import { expect, type APIRequestContext } from '@playwright/test';
import { SHELL_URL } from './stack';

// The first HTML of a page as a crawler or a link preview reads it: no JavaScript, one request.

const decode = (text: string) =>
  text
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

/** The head's title, description, canonical, meta tags and JSON-LD objects (docs/adr/0130). */
export function readHead(html: string) {
  const head = html.slice(0, html.indexOf('</head>'));
  const meta = (attribute: 'name' | 'property', key: string) =>
    [...head.matchAll(new RegExp(`<meta ${attribute}="${key}" content="([^"]*)"`, 'g'))].map((m) =>
      decode(m[1] ?? ''),
    );
  return {
    titles: [...head.matchAll(/<title[^>]*>([^<]*)<\/title>/g)].map((m) => decode(m[1] ?? '')),
    description: meta('name', 'description'),
    robots: meta('name', 'robots'),
    canonical: [...head.matchAll(/<link rel="canonical" href="([^"]*)">/g)].map((m) => decode(m[1] ?? '')),
    meta,
    jsonLd: [...head.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
      (m) => JSON.parse(m[1] ?? 'null') as Record<string, unknown>,
    ),
  };
}

/** The text of the first h1 of some markup, tags and React's text separators taken out. */
export function firstHeading(markup: string): string | null {
  const match = /<h1\b[^>]*>([\s\S]*?)<\/h1>/.exec(markup);
  return match ? decode((match[1] ?? '').replace(/<[^>]*>/g, '')).trim() : null;
}

export interface ServerHtml {
  status: number;
  html: string;
  /** The markup of #root. */
  root: string;
}

/**
 * A page's first HTML once the shell's server renders it with its remote page (or, for an unknown
 * path, its not-found page): the first requests of a fresh server may miss the budget (the
 * remote's container, the API's first answer) and carry the placeholder or a loading state.
 */
export async function serverHtml(
  request: APIRequestContext,
  path: string,
  {
    headers = {},
    remotePage = true,
    settled = true,
  }: {
    headers?: Record<string, string>;
    /** Whether the route's remote page must be in it (false: the not-found page). */
    remotePage?: boolean;
    /** Whether no part may be loading (false: a page whose personal part loads in the browser). */
    settled?: boolean;
  } = {},
): Promise<ServerHtml> {
  let last: ServerHtml = { status: 0, html: '', root: '' };
  await expect
    .poll(
      async () => {
        const response = await request.get(`${SHELL_URL}${path}`, { headers });
        const html = await response.text();
        const start = html.indexOf('<div id="root">');
        last = {
          status: response.status(),
          html,
          root: start < 0 ? '' : html.slice(start, html.lastIndexOf('</body>')),
        };
        const rendered = !remotePage || /<html[^>]*\sdata-server-rendered/.test(html);
        const loading = settled && last.root.includes('aria-busy="true"');
        return rendered && firstHeading(last.root) !== null && !loading;
      },
      { message: `${path} is rendered on the server, without a loading state` },
    )
    .toBe(true);
  return last;
}
