import { expect, test } from '../support/test';
import { openServerRendered, serverHtml } from '../support/raw-html';
import { SHELL_URL } from '../support/stack';

// Public pages arrive rendered by the shell's server (docs/adr/0140): the brand's frame and the
// route's remote page from its Node container, with the visitor's own A/B variants. A crawler or a
// browser without JavaScript reads the page's heading in the first HTML; the browser then hydrates
// that very markup, without a hydration warning or any other console error.

/** A visitor whose id travels in the cookie the shell's server reads (a returning visitor). */
const VISITOR = 'e2e-server-render-visitor';
const withVisitor = { Cookie: `vid=${VISITOR}` };

const CASES = [
  { path: '/stud/', name: 'the stud home', remote: 'content' },
  { path: '/stud/terms', name: 'the stud terms page', remote: 'content', h2: 'Terms of Service' },
  {
    path: '/stud/shop/stud-support-brief',
    name: 'a stud product page',
    remote: 'shop',
    h1: 'Stud Support Brief',
  },
];

for (const { path, name, remote, h1, h2 } of CASES) {
  test(`${name}'s first HTML holds its heading, in the brand's frame`, async ({ request }) => {
    const { status, html, root } = await serverHtml(request, path, { headers: withVisitor });
    expect(status).toBe(200);
    expect(root).toMatch(/<h1[^>]*>[^<]*\S/);
    if (h1) expect(root).toMatch(new RegExp(`<h1[^>]*>${h1}</h1>`));
    if (h2) expect(root).toContain(`>${h2}</h2>`);
    expect(root).toMatch(/<header[\s>]/);
    expect(root).toMatch(/<footer[\s>]/);
    // Its styles come with it (no unstyled first paint) and every inline script carries the nonce.
    expect(html).toContain(`data-server-styles="${remote}">`);
    expect(html).toMatch(/<style nonce="[^"]+" data-server-styles="shell">/);
    for (const [tag] of html.matchAll(/<script(?![^>]*\btype=)(?![^>]*\bsrc=)[^>]*>/g))
      expect(tag).toMatch(/ nonce="[^"]+"/);
  });

  test(`${name} shows its heading with JavaScript off`, async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    await context.addCookies([{ name: 'vid', value: VISITOR, url: SHELL_URL }]);
    const page = await context.newPage();
    await openServerRendered(page, path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
    // The page is there: no note asking for JavaScript.
    await expect(page.getByText('Please turn on JavaScript')).toHaveCount(0);
    await context.close();
  });

  test(`${name} hydrates with no console error and no hydration warning`, async ({ page, context }) => {
    await context.addCookies([{ name: 'vid', value: VISITOR, url: SHELL_URL }]);
    const messages: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning') messages.push(message.text());
    });
    page.on('pageerror', (error) => messages.push(error.message));
    // The heading as parsed from the server's HTML, before any script of the page has run.
    await page.addInitScript(() => {
      document.addEventListener('readystatechange', () => {
        if (document.readyState === 'interactive')
          (window as unknown as { serverHeading: Element | null }).serverHeading =
            document.querySelector('h1');
      });
    });
    await openServerRendered(page, path, { beforeEach: () => messages.splice(0) });
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
    // Hydrated, not replaced: the element on screen is still the one the server sent.
    const kept = await page.evaluate(() => {
      const { serverHeading } = window as unknown as { serverHeading: Element | null };
      return (
        serverHeading !== null && serverHeading === document.querySelector('h1') && serverHeading.isConnected
      );
    });
    expect(kept).toBe(true);
    expect(messages).toEqual([]);
    // The browser adds none of the stylesheets the server's HTML carries a second time (ADR 0184).
    const sheets = await page.evaluate(() => {
      const all = Array.from(document.querySelectorAll('style'));
      const server = new Set(
        all.filter((style) => style.dataset.serverStyles).map((style) => style.textContent),
      );
      return {
        server: server.size,
        copies: all.filter((style) => !style.dataset.serverStyles && server.has(style.textContent)).length,
      };
    });
    expect(sheets.server).toBeGreaterThan(1);
    expect(sheets.copies).toBe(0);
  });
}
