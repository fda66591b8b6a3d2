import type { Browser, Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { firstHeading, openServerRendered, readHead, serverHtml, type FullRender } from '../support/raw-html';
import { logIn, useTokens } from '../support/session';
import { SHELL_PORT, SHELL_URL } from '../support/stack';

// Every public page of every brand arrives rendered by the shell's server (docs/adr/0140, 0145):
// its first HTML holds its heading, its own title and description, its canonical URL on the
// brand's host, its Open Graph and Twitter tags and its JSON-LD (docs/adr/0130); with JavaScript
// off the heading shows; the browser hydrates that markup without a console error or a hydration
// warning. The sign-in pages arrive as a guest sees them (title and description only, as every
// sign-in page's head), and an unknown path answers 404 with the brand's not-found page.

/** A returning visitor: the server picks the same A/B variants as the browser then shows. */
const VISITOR = 'e2e-server-render-public-visitor';

interface Brand {
  name: string;
  /** Where its pages live on the default host ('/stud', '' for careapp). */
  prefix: string;
  /** Where its canonicals live (its own host, or the default one for careapp). */
  origin: string;
}

const STUD: Brand = { name: 'Stud', prefix: '/stud', origin: `http://stud.localhost:${SHELL_PORT}` };
const CELE: Brand = {
  name: 'Varicocele',
  prefix: '/varicocele',
  origin: `http://varicocele.localhost:${SHELL_PORT}`,
};
const CELEORG: Brand = {
  name: 'Varicocele.org',
  prefix: '/varicoceleorg',
  origin: `http://varicoceleorg.localhost:${SHELL_PORT}`,
};
const CAREAPP: Brand = { name: 'CareApp', prefix: '', origin: `http://localhost:${SHELL_PORT}` };

const PRODUCT = { slug: 'stud-support-brief', name: 'Stud Support Brief' };

interface PublicPage {
  brand: Brand;
  /** The page's path inside the brand ('/' for its home). */
  path: string;
  /** The page's own title, before ' | <brand>' (none: the brand's name, as its homes and catalogues). */
  title?: string;
  product?: boolean;
  /** Text of the page's own parts below its heading, in the first HTML too (forms, details). */
  parts?: string[];
}

const pages = (brand: Brand, list: Array<[string, string?, string[]?]>): PublicPage[] =>
  list.map(([path, title, parts]) => ({
    brand,
    path,
    ...(title ? { title } : {}),
    ...(parts ? { parts } : {}),
  }));

/** The contact page's form and the brand's contact details (their title, by brand). */
const contactParts = (details: string) => ['Send us a message', details];
/** An assessment's first step, unanswered. */
const FIRST_STEP = ['Step 1 of', 'Next'];

const PUBLIC_PAGES: PublicPage[] = [
  ...pages(STUD, [
    ['/'],
    ['/a'],
    ['/b'],
    ['/shop'],
    ['/shop/a'],
    ['/shop/b'],
    ['/shop/treatment'],
    ['/contact', 'Contact', contactParts('stud support')],
    ['/discount', 'Your discount'],
    ['/terms', 'Terms of Service'],
    ['/about', 'About'],
  ]),
  { brand: STUD, path: `/shop/${PRODUCT.slug}`, product: true },
  ...pages(CELE, [
    ['/'],
    ['/treatments', 'Treatments'],
    ['/reviews', 'Customer reviews'],
    ['/more-products'],
    ['/consult', 'Book a consult', ['Request a consult', 'Request consult']],
    ['/consult/success', 'Consult requested'],
    ['/our-specialist', 'Our specialist'],
    ['/contact', 'Contact', contactParts('varicocele care team')],
    ['/100tt', 'The 100-day treatment track'],
    ['/assess-varicocele', 'Self-assessment', FIRST_STEP],
    ['/assess-pain', 'Pain assessment', FIRST_STEP],
    ['/assess-sperm-count', 'Sperm count assessment', FIRST_STEP],
    ['/shop'],
    ['/terms', 'Terms of Service'],
    ['/interview', 'Interview with our specialist'],
    ['/support/specialists', 'Talk to a specialist'],
  ]),
  { brand: CELE, path: `/shop/${PRODUCT.slug}`, product: true },
  ...pages(CELEORG, [
    ['/'],
    ['/contact', 'Contact', contactParts('Editorial team')],
    ['/terms', 'Terms of Service'],
    ['/about', 'About'],
  ]),
  ...pages(CAREAPP, [
    ['/'],
    ['/contact', 'Contact', contactParts('CareApp help')],
    ['/terms', 'Terms of Service'],
  ]),
];

/** The sign-in pages each brand has, with their headings (guests only, or open to all). */
const SIGN_IN_HEADINGS: Record<string, string> = {
  '/login': 'Log in',
  '/register': 'Create your account',
  '/reset-password': 'Reset your password',
  '/reset-password-otp': 'Choose a new password',
};
const SIGN_IN_PAGES: Array<{ brand: Brand; path: string }> = [
  ...[STUD, CELE, CAREAPP].flatMap((brand) => Object.keys(SIGN_IN_HEADINGS).map((path) => ({ brand, path }))),
  ...['/login', '/register'].map((path) => ({ brand: CELEORG, path })),
];

/** The page's URL on the default host: the brand's prefix, then its path ('/stud/', '/contact'). */
const urlOf = (brand: Brand, path: string) => `${brand.prefix}${path}`;
const titleOf = ({ brand, title, product }: PublicPage) =>
  product ? PRODUCT.name : title ? `${title} | ${brand.name}` : brand.name;
const withVisitor = { Cookie: `vid=${VISITOR}` };

/** With JavaScript off, the page as its first HTML draws it: its heading and the brand's footer. */
async function headingWithoutJavaScript(
  browser: Browser,
  url: string,
  heading: string,
  { footer = true, ...wanted }: FullRender & { footer?: boolean } = {},
): Promise<void> {
  const context = await browser.newContext({ javaScriptEnabled: false });
  await context.addCookies([{ name: 'vid', value: VISITOR, url: SHELL_URL }]);
  const page = await context.newPage();
  await openServerRendered(page, url, wanted);
  await expect(page.getByRole('heading', { level: 1, name: heading, exact: true })).toBeVisible();
  if (footer) await expect(page.getByRole('contentinfo')).toBeVisible();
  await expect(page.getByText('Please turn on JavaScript')).toHaveCount(0);
  await context.close();
}

/**
 * Opens the page with JavaScript and waits for it to settle; the heading on screen must be the
 * element the server sent (hydrated, not replaced), and nothing may be logged as an error or a
 * warning (React's hydration warnings included).
 */
async function hydrates(page: Page, url: string, wanted: FullRender = {}): Promise<void> {
  await page.context().addCookies([{ name: 'vid', value: VISITOR, url: SHELL_URL }]);
  const messages: string[] = [];
  page.on('console', (message) => {
    if (message.type() !== 'error' && message.type() !== 'warning') return;
    // Chromium logs a page that answers 404 as a failed load of the document itself: that status
    // is the point of a not-found page; any other failed load still counts.
    if (message.location().url === new URL(url, SHELL_URL).href && /status of 404/.test(message.text()))
      return;
    messages.push(message.text());
  });
  page.on('pageerror', (error) => messages.push(error.message));
  await page.addInitScript(() => {
    document.addEventListener('readystatechange', () => {
      if (document.readyState === 'interactive')
        (window as unknown as { serverHeading: Element | null }).serverHeading = document.querySelector('h1');
    });
  });
  await openServerRendered(page, url, { ...wanted, beforeEach: () => messages.splice(0) });
  await page.waitForLoadState('networkidle');
  const kept = await page.evaluate(() => {
    const { serverHeading } = window as unknown as { serverHeading: Element | null };
    return (
      serverHeading !== null && serverHeading === document.querySelector('h1') && serverHeading.isConnected
    );
  });
  expect(kept, 'the server’s heading is the one on screen').toBe(true);
  expect(messages).toEqual([]);
}

for (const entry of PUBLIC_PAGES) {
  const url = urlOf(entry.brand, entry.path);
  const title = titleOf(entry);
  const canonical = `${entry.brand.origin}${entry.path}`;

  test(`${url}: its first HTML holds its heading, title, description, canonical and link-preview tags`, async ({
    request,
    browser,
  }) => {
    const { status, html, root } = await serverHtml(request, url, { headers: withVisitor });
    expect(status).toBe(200);
    const heading = firstHeading(root);
    if (entry.product) expect(heading).toBe(PRODUCT.name);
    const text = root.replace(/<!-- -->/g, '');
    for (const part of entry.parts ?? []) expect(text).toContain(part);
    const head = readHead(html);
    expect(head.titles).toEqual([title]);
    expect(head.description).toHaveLength(1);
    expect(head.description[0]).not.toBe('');
    expect(head.robots).toEqual([]);
    expect(head.canonical).toEqual([canonical]);
    expect(head.meta('property', 'og:title')).toEqual([title]);
    expect(head.meta('property', 'og:description')).toEqual(head.description);
    expect(head.meta('property', 'og:url')).toEqual([canonical]);
    expect(head.meta('property', 'og:type')).toEqual([entry.product ? 'product' : 'website']);
    expect(head.meta('property', 'og:site_name')).toEqual([entry.brand.name]);
    expect(head.meta('name', 'twitter:card')).toHaveLength(1);
    expect(head.meta('name', 'twitter:title')).toEqual([title]);
    const types = head.jsonLd.map((data) => data['@type']);
    expect(types).toEqual(
      expect.arrayContaining(
        entry.product ? ['Organization', 'BreadcrumbList', 'Product'] : ['Organization', 'BreadcrumbList'],
      ),
    );
    if (entry.product) {
      expect(head.meta('property', 'og:image')).toHaveLength(1);
      expect(head.jsonLd.find((data) => data['@type'] === 'Product')).toMatchObject({
        name: PRODUCT.name,
        offers: { '@type': 'Offer', url: canonical },
      });
    }
    await headingWithoutJavaScript(browser, url, heading ?? '');
  });

  test(`${url} hydrates with no console error and no hydration warning`, async ({ page }) => {
    await hydrates(page, url);
  });
}

for (const { brand, path } of SIGN_IN_PAGES) {
  const url = urlOf(brand, path);
  const heading = SIGN_IN_HEADINGS[path] ?? '';

  test(`${url}: its first HTML holds the page as a guest sees it, and the heading shows without JavaScript`, async ({
    request,
    browser,
  }) => {
    const { status, html, root } = await serverHtml(request, url);
    expect(status).toBe(200);
    expect(firstHeading(root)).toBe(heading);
    expect(root).toMatch(/<form\b/);
    const head = readHead(html);
    expect(head.titles).toEqual([brand.name]);
    expect(head.description).toHaveLength(1);
    // Stud's sign-in pages have no header or footer (routes-stud.ts withoutChrome).
    await headingWithoutJavaScript(browser, url, heading, { footer: brand !== STUD });
  });

  test(`${url} hydrates with no console error and no hydration warning`, async ({ page }) => {
    await hydrates(page, url);
  });
}

/** The cele results pages: their intro in the first HTML, this browser's results after hydration. */
const RESULTS_PAGES = [
  { path: '/varicocele/data/assessment', title: 'Your assessment results | Varicocele' },
  { path: '/varicocele/data/reports', title: 'Your reports | Varicocele' },
];

for (const { path, title } of RESULTS_PAGES) {
  test(`${path}: its intro in the first HTML, the visitor's own results only in the browser`, async ({
    request,
    browser,
  }) => {
    const { status, html, root } = await serverHtml(request, path, { headers: withVisitor, settled: false });
    expect(status).toBe(200);
    expect(root).toContain('Loading your results…');
    const head = readHead(html);
    expect(head.titles).toEqual([title]);
    // A personal page: no canonical, nothing for link previews (docs/adr/0130).
    expect(head.canonical).toEqual([]);
    await headingWithoutJavaScript(browser, path, firstHeading(root) ?? '', { settled: false });
  });

  test(`${path} hydrates with no console error and no hydration warning`, async ({ page }) => {
    await hydrates(page, path, { settled: false });
    await expect(page.getByText('Loading your results…')).toHaveCount(0);
  });
}

test('a signed-in visitor on the server-rendered login page is sent on after hydration, query kept', async ({
  page,
  request,
}) => {
  const { html } = await serverHtml(request, '/stud/login?next=%2Fabout');
  expect(firstHeading(html)).toBe('Log in');
  // A stored session, as the browser keeps it (docs/product.md §6): the server never sees it.
  await useTokens(page, await logIn(request));
  await page.goto('/stud/login?next=%2Fabout');
  await expect(page).toHaveURL(/\/stud\/about$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

for (const brand of [STUD, CELE, CELEORG, CAREAPP]) {
  const url = `${brand.prefix}/no-such-page`;

  test(`${url} answers 404 with the brand's not-found page in its first HTML`, async ({
    request,
    browser,
    page,
  }) => {
    const { status, html, root } = await serverHtml(request, url, { remotePage: false });
    expect(status).toBe(404);
    expect(root).toContain('id="error-page-title"');
    expect(root).toMatch(/<footer[\s>]/);
    expect(readHead(html).robots).toEqual([expect.stringContaining('noindex')]);
    const context = await browser.newContext({ javaScriptEnabled: false });
    const offline = await context.newPage();
    expect((await offline.goto(url))?.status()).toBe(404);
    await expect(offline.getByRole('heading', { level: 1 })).toHaveCount(1);
    await expect(offline.getByText('Please turn on JavaScript')).toHaveCount(0);
    await context.close();
    await hydrates(page, url, { remotePage: false });
  });
}
