import { expectNoSeriousA11yViolations } from '../support/accessibility';
import { expect, test } from '../support/test';
import { serveApp, type RunningServer } from '../support/servers';
import { EXTRA_PORTS } from '../support/stack';

// A separate shell whose shop remote lives on a port this test owns, so stopping it touches
// nothing else; the other remotes are the suite's own (playwright.config.ts).
const SHELL_PORT = EXTRA_PORTS.outageShell;
const SHOP_PORT = EXTRA_PORTS.outageShop;
const shellUrl = `http://localhost:${SHELL_PORT}`;

let shell: RunningServer;
let shop: RunningServer | undefined;

test.beforeAll(async () => {
  shell = await serveApp('host-shell', SHELL_PORT, { remotePorts: { shop: SHOP_PORT } });
});

test.afterAll(async () => {
  await shop?.close();
  await shell.close();
});

test('with the shop remote down its routes show the error page, other routes work, and Retry recovers without a reload', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await page.goto(`${shellUrl}/stud/shop`);
  const retry = page.getByRole('button', { name: 'Retry' });
  await expect(retry).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('banner')).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // The rest of the site keeps working: a page of another remote renders.
  await page.getByRole('banner').getByRole('link', { name: 'ABOUT', exact: true }).click();
  await expect(page.getByRole('main')).toContainText(/about/i);
  await expectNoSeriousA11yViolations(page);

  await page.goBack();
  await expect(retry).toBeVisible({ timeout: 30_000 });

  // Mark this document: a full reload would lose the mark.
  await page.evaluate(() => Object.assign(window, { __sameDocument: true }));
  shop = await serveApp('mfe-shop', SHOP_PORT);
  await retry.click();
  await expect(page.getByRole('main').getByRole('heading', { level: 1, name: 'Shop' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(
    true,
  );
});
