import type { Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/accessibility';
import { expect, test } from '../support/test';
import { breakModule, copyBuild, redeployModule } from '../support/redeploy';
import { serveApp, type RunningServer } from '../support/servers';
import { EXTRA_PORTS } from '../support/stack';

// A shell of its own whose shop remote is served from a copy this test redeploys.
const SHELL_PORT = EXTRA_PORTS.redeployShell;
const SHOP_PORT = EXTRA_PORTS.redeployShop;
const shellUrl = `http://localhost:${SHELL_PORT}`;

let shell: RunningServer;
let shop: RunningServer;
let build: ReturnType<typeof copyBuild>;

test.beforeEach(async () => {
  build = copyBuild('mfe-shop');
  shell = await serveApp('host-shell', SHELL_PORT, { remotePorts: { shop: SHOP_PORT } });
  shop = await serveApp('mfe-shop', SHOP_PORT, { root: build.dir });
});

test.afterEach(async () => {
  await shop.close();
  await shell.close();
  build.dispose();
});

function countManifestFetches(page: Page): () => number {
  let count = 0;
  page.on('request', (request) => {
    if (request.url().startsWith(`http://127.0.0.1:${SHOP_PORT}/mf-manifest.json`)) count += 1;
  });
  return () => count;
}

test('a stale chunk after a redeploy reloads the manifest once and shows the page', async ({ page }) => {
  const manifestFetches = countManifestFetches(page);
  await page.goto(`${shellUrl}/stud/shop`);
  await expect(page.getByRole('main').getByRole('heading', { level: 1, name: 'Shop' })).toBeVisible();
  expect(manifestFetches()).toBe(1);
  await expectNoSeriousA11yViolations(page);

  const { oldFile, newFile } = redeployModule(build.dir, 'CartPage');
  const chunkStatuses = new Map<string, number>();
  page.on('response', (response) =>
    chunkStatuses.set(response.url().split('/').pop() ?? '', response.status()),
  );
  await page.evaluate(() => Object.assign(window, { __sameDocument: true }));

  await page.getByRole('banner').getByRole('link', { name: /cart/i }).click();
  await expect(page.getByRole('main')).toContainText(/cart/i);
  expect(chunkStatuses.get(oldFile)).toBe(404);
  expect(chunkStatuses.get(newFile)).toBe(200);
  expect(manifestFetches()).toBe(2);
  await expectNoSeriousA11yViolations(page);
  expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(
    true,
  );
});

test('a deployment missing a chunk shows the error page after one manifest reload, never a loop', async ({
  page,
}) => {
  const manifestFetches = countManifestFetches(page);
  // Timers under the test's control (time still flows until told otherwise), so the "never a
  // loop" check below can run the next two minutes of timers at once instead of waiting.
  await page.clock.install();
  await page.goto(`${shellUrl}/stud/shop`);
  await expect(page.getByRole('main').getByRole('heading', { level: 1, name: 'Shop' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  breakModule(build.dir, 'CartPage');
  await page.evaluate(() => Object.assign(window, { __sameDocument: true }));
  await page.getByRole('banner').getByRole('link', { name: /cart/i }).click();
  await expect(page.getByRole('button', { name: 'Retry' })).toBeVisible({ timeout: 30_000 });
  // The error page stays put: every timer of the next two minutes (back-off retries, the 120 s
  // load time-out) fires, and still no further manifest reload or page reload happens.
  await page.clock.runFor(120_000);
  await page.waitForLoadState('networkidle');
  expect(manifestFetches()).toBe(2);
  await expect(page.getByRole('button', { name: 'Retry' })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(
    true,
  );
  await expectNoSeriousA11yViolations(page);
});
