import { expect, test } from '../support/test';
import { STUD_HOST_URL } from '../support/stack';

const notFound = "We couldn't find the page your are looking for.";

test('an unknown route shows the brand error page with Continue Shopping to the shop', async ({ page }) => {
  await page.goto('/stud/no-such-page');
  await expect(page.getByText(notFound)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Continue Shopping' })).toHaveAttribute('href', '/stud/shop');
  await expect(page.getByRole('banner')).toBeVisible();
});

test('an unknown careapp route shows the careapp error page', async ({ page }) => {
  await page.goto('/no-such-page');
  await expect(page.getByRole('img', { name: /not found|error/i }).first()).toBeVisible();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Heal With CareApp' })).toBeVisible();
});

test('/ab_test serves the same page as the route without it', async ({ page }) => {
  await page.goto('/stud/shop');
  await expect(page.getByRole('main').getByRole('heading', { level: 1, name: 'Shop' })).toBeVisible();
  // Compare the finished pages: the shop's lists show "Loading..." until their products arrive.
  await expect(page.getByRole('main').getByText('Loading...')).toHaveCount(0);
  const plain = await page.getByRole('main').innerText();
  await page.goto('/ab_test/stud/shop');
  await expect(page.getByRole('main')).toBeVisible();
  await expect.poll(() => page.getByRole('main').innerText()).toBe(plain);
});

test('/ab_test/login serves the careapp login page', async ({ page }) => {
  await page.goto('/ab_test/login');
  await expect(page.getByRole('main')).toContainText(/LoginPage|log ?in/i);
});

test('/ab_test/shop on the stud host serves the stud shop', async ({ page }) => {
  await page.goto(`${STUD_HOST_URL}/ab_test/shop`);
  await expect(page.getByRole('main').getByRole('heading', { level: 1, name: 'Shop' })).toBeVisible();
  await expect(page.getByRole('banner').getByRole('link', { name: 'SHOP', exact: true })).toBeVisible();
});

test('stud auth pages have no header or footer', async ({ page }) => {
  await page.goto('/stud/login');
  await expect(page.getByRole('main')).toContainText(/LoginPage|log ?in/i);
  await expect(page.getByRole('banner')).toHaveCount(0);
  await expect(page.getByRole('contentinfo')).toHaveCount(0);
});

test('a guarded page sends an anonymous visitor to login, keeping the query string', async ({ page }) => {
  await page.goto('/stud/profile?tab=orders');
  await expect(page).toHaveURL(/\/stud\/login\?.*tab=orders/);
});
