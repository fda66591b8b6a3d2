import { expect, test } from '../support/test';
import { SHELL_URL, STUD_HOST_URL } from '../support/stack';

// An unknown path answers 404 (no soft 404 for search engines) and still shows the brand's
// not-found screen; pages keep their 200 whatever brand, host or /ab_test form they are asked by.

const notFound = "We couldn't find the page your are looking for.";
// Node cannot resolve *.localhost as the browser does: the stud host is asked for by its Host header.
const studHost = { Host: new URL(STUD_HOST_URL).host };

test('the shell’s server answers pages 200 and unknown paths 404, by host, prefix and /ab_test', async ({
  request,
}) => {
  const status = async (path: string, headers: Record<string, string> = {}) => [
    path,
    headers.Host ?? 'default host',
    (await request.get(`${SHELL_URL}${path}`, { headers })).status(),
  ];

  for (const path of [
    '/',
    '/login',
    '/stud',
    '/stud/',
    '/stud/shop',
    '/stud/shop/any-product-id',
    '/varicocele/assess-varicocele',
    '/varicoceleorg/about',
    '/ab_test',
    '/ab_test/stud/cart',
    '/stud/ops/remote-loads',
    '/config.json',
    '/sitemap.xml',
    '/robots.txt',
  ]) {
    expect(await status(path)).toEqual([path, 'default host', 200]);
  }
  for (const path of [
    '/no-such-page',
    '/shop',
    '/stud/no-such-page',
    '/varicoceleorg/shop',
    '/ab_test/nope',
  ]) {
    expect(await status(path)).toEqual([path, 'default host', 404]);
  }
  expect(await status('/shop', studHost)).toEqual(['/shop', studHost.Host, 200]);
  expect(await status('/ab_test/shop', studHost)).toEqual(['/ab_test/shop', studHost.Host, 200]);
  expect(await status('/stud/shop', studHost)).toEqual(['/stud/shop', studHost.Host, 404]);

  const missing = await request.get(`${SHELL_URL}/stud/no-such-page`);
  expect(missing.headers()['content-type']).toBe('text/html; charset=utf-8');
  expect(await missing.text()).toContain('id="runtime-config"');
  // A missing file is still a plain 404, not the page.
  const file = await request.get(`${SHELL_URL}/no-such-file.js`);
  expect(file.status()).toBe(404);
  expect(file.headers()['content-type']).toContain('text/plain');
});

test('an unknown path shows the brand’s not-found screen with its 404', async ({ page }) => {
  const response = await page.goto('/stud/no-such-page');
  expect(response?.status()).toBe(404);
  await expect(page.getByText(notFound)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Continue Shopping' })).toHaveAttribute('href', '/stud/shop');
  await expect(page.getByRole('banner').getByRole('link', { name: 'Stud home' })).toBeVisible();
});

test('on a brand’s own host an unknown path is that brand’s not-found screen with a 404', async ({
  page,
}) => {
  const response = await page.goto(`${STUD_HOST_URL}/no-such-page`);
  expect(response?.status()).toBe(404);
  await expect(page.getByText(notFound)).toBeVisible();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Stud home' })).toBeVisible();
});

test('an unknown careapp path shows careapp’s not-found image with a 404', async ({ page }) => {
  const response = await page.goto('/no-such-page');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('img', { name: 'Page not found' })).toBeVisible();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Heal With CareApp' })).toBeVisible();
});
