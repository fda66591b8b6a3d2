import type { APIRequestContext, APIResponse } from '@playwright/test';
import { expect, test } from '../support/test';
import { SHELL_URL } from '../support/stack';

// The shell's server keeps each rendered public page a few seconds and serves it again to the
// visitors who would get the same page (docs/adr/0140, render cache): same host, path and A/B
// variants. Each response still has its own CSP nonce and a first visit its own visitor id; two
// visitors with different variants never get each other's page; and no shared cache may keep it.

const HOME = '/stud/';
/** Returning visitors (their id in the `vid` cookie), among whom two get different hero variants. */
const CANDIDATES = [
  'e2e-cache-visitor-1',
  'e2e-cache-visitor-2',
  'e2e-cache-visitor-3',
  'e2e-cache-visitor-4',
];

const get = (request: APIRequestContext, visitor?: string) =>
  request.get(`${SHELL_URL}${HOME}`, { headers: visitor ? { Cookie: `vid=${visitor}` } : {} });

const nonceOf = (response: APIResponse) =>
  /'nonce-([^']+)'/.exec(response.headers()['content-security-policy'] ?? '')?.[1] ?? '';

/** The variant of each A/B block in the page's markup (`hero:2 benefits:1`). */
const variantsIn = (html: string) =>
  [...html.matchAll(/data-ab-identifier="([^"]+)"[^>]*data-ab-variant="(\d+)"/g)]
    .map(([, identifier, variant]) => `${identifier}:${variant}`)
    .join(' ');

/** The home as `visitor` gets it, once the server renders it with its blocks (a fresh server may not at first). */
async function renderedHome(request: APIRequestContext, visitor?: string) {
  let response: APIResponse | undefined;
  let html = '';
  await expect
    .poll(
      async () => {
        response = await get(request, visitor);
        html = await response.text();
        return variantsIn(html) !== '';
      },
      { message: `${HOME} is rendered on the server with its A/B blocks` },
    )
    .toBe(true);
  return { response: response as APIResponse, html };
}

/** Two of the candidates whose home differs by its variants. */
async function visitorsOfTwoVariants(request: APIRequestContext) {
  const seen = new Map<string, string>();
  for (const visitor of CANDIDATES) {
    const variants = variantsIn((await renderedHome(request, visitor)).html);
    for (const [other, theirs] of seen) if (theirs !== variants) return [other, visitor] as const;
    seen.set(visitor, variants);
  }
  throw new Error(`the candidates all get the same variants: ${[...seen.values()].join(' | ')}`);
}

test('a visitor gets the kept page again with a fresh nonce, and no shared cache may keep it', async ({
  request,
}) => {
  await renderedHome(request, CANDIDATES[0]);
  const again = await get(request, CANDIDATES[0]);
  const first = await get(request, CANDIDATES[0]);
  expect(again.headers()['x-render-cache']).toBe('hit');
  expect(first.headers()['x-render-cache']).toBe('hit');
  expect(nonceOf(again)).not.toBe(nonceOf(first));
  const normalised = async (response: APIResponse) =>
    (await response.text()).replaceAll(nonceOf(response), 'N');
  expect(await normalised(again)).toBe(await normalised(first));
  for (const response of [again, first]) {
    expect(response.headers()['cache-control']).toBe('private, no-cache');
    expect(response.headers()['vary']).toMatch(/\bCookie\b/);
    expect(response.headers()['etag']).toBeUndefined();
    // A returning visitor is told nothing new.
    expect(response.headers()['set-cookie']).toBeUndefined();
  }
});

test('each first visit gets its own visitor id, a page from the cache included', async ({
  request,
  playwright,
}) => {
  await renderedHome(request, CANDIDATES[0]);
  const cookies = new Set<string>();
  for (let visit = 0; visit < 4; visit += 1) {
    // A browser of its own each time: no cookie kept from the visit before.
    const newcomer = await playwright.request.newContext();
    const response = await get(newcomer);
    expect(response.headers()['x-render-cache']).toMatch(/^(hit|miss)$/);
    const cookie = response.headers()['set-cookie'] ?? '';
    expect(cookie).toMatch(/^vid=[0-9a-f-]{36}; Path=\/; Max-Age=31536000; SameSite=Lax$/);
    cookies.add(cookie);
    await newcomer.dispose();
  }
  expect(cookies.size).toBe(4);
});

test('two visitors with different variants never get each other’s page', async ({ request }) => {
  const [one, two] = await visitorsOfTwoVariants(request);
  const own = {
    [one]: variantsIn((await renderedHome(request, one)).html),
    [two]: variantsIn((await renderedHome(request, two)).html),
  };
  // Alternating, so each is asked for while the other's page is kept.
  for (let round = 0; round < 3; round += 1) {
    for (const visitor of [one, two]) {
      const response = await get(request, visitor);
      expect(variantsIn(await response.text()), `${visitor}, round ${round + 1}`).toBe(own[visitor]);
    }
  }
});

test('a page from the cache hydrates into the visitor’s own variant with no console error', async ({
  page,
  context,
  request,
}) => {
  const [, two] = await visitorsOfTwoVariants(request);
  const served = variantsIn((await renderedHome(request, two)).html);
  expect((await get(request, two)).headers()['x-render-cache']).toBe('hit');
  await context.addCookies([{ name: 'vid', value: two, url: SHELL_URL }]);
  const messages: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') messages.push(message.text());
  });
  page.on('pageerror', (error) => messages.push(error.message));
  await page.goto(HOME);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');
  const shown = await page.evaluate(() =>
    [...document.querySelectorAll('[data-ab-identifier]')]
      .map((block) => `${block.getAttribute('data-ab-identifier')}:${block.getAttribute('data-ab-variant')}`)
      .join(' '),
  );
  expect(shown).toBe(served);
  expect(messages).toEqual([]);
});
