import type { APIRequestContext } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/accessibility';
import { failForEveryone, restoreEveryone } from '../support/faults';
import { API_URL, SHELL_URL } from '../support/stack';
import { expect, test } from '../support/test';

// Faults switched for everyone on the servers of the suite (serve.mjs, as `npm start` runs them),
// through the shell server's /__mf-fault route that `pnpm fault` calls.

const SHOP_HEADING = { level: 1, name: 'Shop' } as const;

test.afterEach(async ({ request }) => {
  await restoreEveryone(request, SHELL_URL);
  // A failed API test must not leave the API broken for the specs after it.
  await request.delete(`${API_URL}/api/dev/fault/`);
});

test('chunk-404 for everyone: a fresh visitor gets the error page; clearing it lets Retry recover', async ({
  page,
  request,
}) => {
  await failForEveryone(request, SHELL_URL, 'shop', 'chunk-404');
  const listed = await request.get(`${SHELL_URL}/__mf-fault`);
  expect(await listed.json()).toEqual({ faults: { shop: 'chunk-404' } });

  await page.goto('/stud/shop');
  const retry = page.getByRole('button', { name: 'Retry' });
  await expect(retry).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText(
    /^Loading chunk \S+ failed$/,
  );
  await expectNoSeriousA11yViolations(page);

  await restoreEveryone(request, SHELL_URL);
  await retry.click();
  await expect(page.getByRole('main').getByRole('heading', SHOP_HEADING)).toBeVisible();
});

test('stale for everyone is a redeploy: a visitor holding the old chunk names recovers with one manifest reload', async ({
  page,
  request,
}) => {
  await page.goto('/stud/shop');
  await expect(page.getByRole('main').getByRole('heading', SHOP_HEADING)).toBeVisible();
  // Each script file asked for after the redeploy -> its last status, and the manifests read.
  const scripts = new Map<string, number>();
  let manifests = 0;
  page.on('response', (response) => {
    const file = response.url().split('/').pop()?.split('?')[0] ?? '';
    if (file.endsWith('.js')) scripts.set(file, response.status());
    if (file === 'mf-manifest.json') manifests += 1;
  });
  await failForEveryone(request, SHELL_URL, 'shop', 'stale');

  await page.getByRole('banner').getByRole('link', { name: /cart/i }).click();
  await expect(page.getByRole('main').getByRole('heading', { level: 1, name: 'Your cart' })).toBeVisible();
  // A file of the cart page under its old name is gone (404); the same file under its
  // redeployed name was served after one manifest reload. (A file the tab already holds may be
  // asked for under its old name as a preload hint only, and never again.)
  const redeployedName = (file: string) =>
    file.replace(/\.([0-9a-f]{16,})\.js$/, (_all, hash: string) => `.${[...hash].reverse().join('')}.js`);
  const gone = [...scripts].filter(([, status]) => status === 404).map(([file]) => file);
  expect(gone.filter((file) => scripts.get(redeployedName(file)) === 200)).not.toEqual([]);
  expect(manifests).toBe(1);
  await expectNoSeriousA11yViolations(page);
});

/** The suite's shell server runs without the API (--no-api): API faults go to the API's own
 * loopback switch, where `pnpm fault api-…` sends them through serve.mjs. */
async function switchApi(request: APIRequestContext, mode: string | null): Promise<void> {
  const response = mode
    ? await request.put(`${API_URL}/api/dev/fault/`, { data: { mode } })
    : await request.delete(`${API_URL}/api/dev/fault/`);
  expect(response.status(), await response.text()).toBe(200);
}

test.describe(() => {
  // The loading state is what this test checks: waiting for the page to settle before the
  // first assertion would skip past it (the test scans it by hand, and the loaded page at the end).
  test.use({ a11yScan: 'no-wait' });

  test('api-slow for everyone: a fresh visitor sees the shop loading, then the products', async ({
    page,
    request,
  }) => {
    await switchApi(request, 'api-slow:1500');
    await page.goto('/stud/shop');
    const main = page.getByRole('main');
    await expect(main.getByText('Loading...').first()).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await expect(main.getByRole('heading', { name: 'Stud Support Brief' }).first()).toBeVisible({
      timeout: 30_000,
    });
  });
});

test('api-down for everyone: a fresh visitor gets the error state; once cleared, Retry brings the products', async ({
  page,
  request,
}) => {
  // A fresh context: no cached catalogue answers (a visitor who has them keeps seeing products).
  await switchApi(request, 'api-down');
  await page.goto('/stud/shop');
  const main = page.getByRole('main');
  await expect(main.getByRole('alert')).toContainText('The products could not be loaded.');
  await expectNoSeriousA11yViolations(page);

  await switchApi(request, null);
  await main.getByRole('button', { name: 'Retry' }).click();
  await expect(main.getByRole('heading', { name: 'Stud Support Brief' }).first()).toBeVisible();
  await expect(main.getByRole('alert')).toHaveCount(0);
});

test('the switch refuses unknown modes and targets with a 400', async ({ request }) => {
  const unknownMode = await request.put(`${SHELL_URL}/__mf-fault`, {
    data: { target: 'shop', mode: 'explode' },
  });
  expect(unknownMode.status()).toBe(400);
  const wrongTarget = await request.put(`${SHELL_URL}/__mf-fault`, {
    data: { target: 'shop', mode: 'api-down' },
  });
  expect(wrongTarget.status()).toBe(400);
});
