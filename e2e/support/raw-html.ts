import { expect, type APIRequestContext, type Page } from '@playwright/test';
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

/** What a full render of a page holds. */
export interface FullRender {
  /** Whether the route's remote page must be in it (false: the not-found page). */
  remotePage?: boolean;
  /** Whether no part may be loading (false: a page whose personal part loads in the browser). */
  settled?: boolean;
}

/** The markup of #root in a page's HTML ('' when it has none). */
const rootOf = (html: string) => {
  const start = html.indexOf('<div id="root">');
  return start < 0 ? '' : html.slice(start, html.lastIndexOf('</body>'));
};

/**
 * Whether the server rendered the page in full: a render whose reads miss the remote's budget
 * carries the placeholder or a loading state instead, by design (docs/adr/0140), and a busy machine
 * (a fresh server, two test workers) makes that happen now and then.
 */
export function isFullRender(html: string, { remotePage = true, settled = true }: FullRender = {}): boolean {
  const root = rootOf(html);
  const rendered = !remotePage || /<html[^>]*\sdata-server-rendered/.test(html);
  const loading = settled && root.includes('aria-busy="true"');
  return rendered && firstHeading(root) !== null && !loading;
}

/** A page's first HTML once the shell's server renders it in full (isFullRender). */
export async function serverHtml(
  request: APIRequestContext,
  path: string,
  { headers = {}, ...wanted }: FullRender & { headers?: Record<string, string> } = {},
): Promise<ServerHtml> {
  let last: ServerHtml = { status: 0, html: '', root: '' };
  await expect
    .poll(
      async () => {
        const response = await request.get(`${SHELL_URL}${path}`, { headers });
        const html = await response.text();
        last = { status: response.status(), html, root: rootOf(html) };
        return isFullRender(html, wanted);
      },
      { message: `${path} is rendered on the server, without a loading state` },
    )
    .toBe(true);
  return last;
}

/**
 * Opens `path` in the browser until the document it got is a full render (isFullRender), so that
 * what the test then checks (the heading without JavaScript, the hydration) is about the server's
 * page and not about the browser drawing what a missed budget left out. `beforeEach` runs before
 * every attempt (a test's console log starts afresh with each document). Each attempt asks the
 * server: handing the browser HTML read before (page.route + route.fulfill) gives a document with
 * no address space, whose calls to the loopback servers Chromium then blocks (Local Network Access).
 */
export async function openServerRendered(
  page: Page,
  path: string,
  { beforeEach, ...wanted }: FullRender & { beforeEach?: () => void } = {},
): Promise<void> {
  await expect(async () => {
    beforeEach?.();
    const response = await page.goto(path);
    if (!response) throw new Error(`${path} did not answer`);
    const rendered = isFullRender(await response.text(), wanted);
    expect(rendered, `${path} opens rendered on the server, without a loading state`).toBe(true);
  }).toPass({ timeout: 30_000 });
}
