import { expect, test } from '../support/test';

// react-dom's client build is the only script that defines this fiber key; counting the
// scripts that contain it counts the copies of react-dom a visitor downloads.
const REACT_DOM_MARKER = '__reactFiber$';

test('react-dom is fetched once for the shell and a remote page', async ({ page }) => {
  const scriptsWithReactDom: string[] = [];
  page.on('response', async (response) => {
    if (response.request().resourceType() !== 'script') return;
    const body = await response.text().catch(() => '');
    if (body.includes(REACT_DOM_MARKER)) scriptsWithReactDom.push(response.url());
  });

  await page.goto('/stud/shop');
  await expect(page.getByRole('main').getByRole('heading', { level: 1, name: 'Shop' })).toBeVisible();
  await page.getByRole('banner').getByRole('link', { name: 'ABOUT', exact: true }).click();
  await expect(page.getByRole('main')).toContainText(/AboutPage|about/i);

  await page.waitForLoadState('networkidle');
  expect(scriptsWithReactDom).toHaveLength(1);
});
