import type { APIRequestContext, Page } from '@playwright/test';
import { failForEveryone, restoreEveryone, type ServerFaultMode } from '../support/faults';
import { SHELL_URL } from '../support/stack';
import { expect, test } from '../support/test';

// The server-side fault switches (docs/recovery-testing.md "On the shell's server"): a remote whose
// server build is down, throws while its page renders, or is later than the renderer's budget
// (300 ms) is streamed as the browser's placeholder with a 200, never a 500; the browser then
// loads the page as it does without a server, and clearing the switch brings server rendering back.

const PRODUCT = { path: '/stud/shop/stud-support-brief', heading: 'Stud Support Brief' } as const;
/** The data block the renderer writes: the remote page in the markup, or null for its placeholder. */
const PLACEHOLDER_PAGE = '<script id="server-page" type="application/json">null</script>';
const PRODUCT_HEADING = new RegExp(`<h1[^>]*>${PRODUCT.heading}</h1>`);

const MODES: readonly ServerFaultMode[] = ['server-down', 'server-throws', 'server-slow:1500'];

test.afterEach(async ({ request }) => {
  await restoreEveryone(request, SHELL_URL);
});

async function firstHtml(request: APIRequestContext, path: string) {
  const response = await request.get(`${SHELL_URL}${path}`);
  const html = await response.text();
  return { status: response.status(), html, root: html.slice(html.indexOf('<div id="root">')) };
}

/** Waits until the server renders the product page itself (a fresh server's first loads may miss the budget). */
async function expectServerRendered(request: APIRequestContext) {
  await expect
    .poll(async () => {
      const { status, root } = await firstHtml(request, PRODUCT.path);
      return status === 200 && PRODUCT_HEADING.test(root);
    })
    .toBe(true);
}

/** Console errors and warnings, and uncaught page errors, from now on. */
function consoleProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  return problems;
}

for (const mode of MODES) {
  test(`shop ${mode}: the first HTML holds the placeholder with a 200, the browser renders the page, clearing it renders it on the server again`, async ({
    page,
    request,
  }) => {
    // The server has the shop's container first: the fault, not a cold start, makes the placeholder.
    await expectServerRendered(request);
    await failForEveryone(request, SHELL_URL, 'shop', mode);

    const faulted = await firstHtml(request, PRODUCT.path);
    expect(faulted.status).toBe(200);
    expect(faulted.html).toContain(PLACEHOLDER_PAGE);
    expect(faulted.html).not.toMatch(/<html[^>]*\sdata-server-rendered/);
    expect(faulted.root).not.toContain(PRODUCT.heading);
    // The brand's frame is still the server's, with the skeleton where the page will be.
    expect(faulted.root).toMatch(/<header[\s>]/);
    expect(faulted.root).toContain('role="status"');
    expect(faulted.root).toMatch(/<footer[\s>]/);

    const problems = consoleProblems(page);
    await page.goto(PRODUCT.path);
    await expect(
      page.getByRole('main').getByRole('heading', { level: 1, name: PRODUCT.heading }),
    ).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(problems).toEqual([]);

    await restoreEveryone(request, SHELL_URL);
    await expectServerRendered(request);
  });
}

test('a server-side fault of one remote leaves the others rendered on the server', async ({ request }) => {
  await expectServerRendered(request);
  await failForEveryone(request, SHELL_URL, 'content', 'server-throws');
  const { status, root } = await firstHtml(request, PRODUCT.path);
  expect(status).toBe(200);
  expect(root).toMatch(PRODUCT_HEADING);
  const terms = await firstHtml(request, '/stud/terms');
  expect(terms.status).toBe(200);
  expect(terms.html).toContain(PLACEHOLDER_PAGE);
  expect(terms.root).not.toContain('>Terms of Service</h2>');
});
