import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';

// Radix's focus guards are what a modal adds around the page; only shared-ui/modal's code
// contains this attribute name, so it marks the scripts that carry the dialog.
const MODAL_MARKER = 'data-radix-focus-guard';
const QUESTION = 'Are you sure you want to return to your Shopping Cart?';

function countModalScripts(page: Page): string[] {
  const scripts: string[] = [];
  page.on('response', async (response) => {
    if (response.request().resourceType() !== 'script') return;
    const body = await response.text().catch(() => '');
    if (body.includes(MODAL_MARKER)) scripts.push(response.url());
  });
  return scripts;
}

async function openQuestion(page: Page) {
  await page.goto('/stud/checkout');
  await expect(page.getByRole('main')).not.toContainText('Loading page');
  const logo = page.getByRole('link', { name: 'Stud home' });
  await logo.click();
  const dialog = page.getByRole('dialog', { name: QUESTION });
  await expect(dialog).toBeVisible();
  return { logo, dialog };
}

test('a first visit of the home page does not download the dialog code', async ({ page }) => {
  const modalScripts = countModalScripts(page);

  await page.goto('/stud/', { waitUntil: 'networkidle' });

  expect(modalScripts).toEqual([]);
});

test('the logo in checkout asks first; Escape keeps the shopper there with focus on the logo', async ({
  page,
}) => {
  const modalScripts = countModalScripts(page);
  const { logo, dialog } = await openQuestion(page);
  await expect(dialog.getByRole('button', { name: 'Stay in checkout' })).toBeFocused();

  await page.keyboard.press('Escape');

  await expect(dialog).toBeHidden();
  await expect(logo).toBeFocused();
  await expect(page).toHaveURL(/\/stud\/checkout$/);
  expect(modalScripts).toHaveLength(1);
});

test('a click beside the question closes it, and "Return to cart" goes to the cart', async ({ page }) => {
  const { dialog } = await openQuestion(page);

  await page.mouse.click(5, 400);
  await expect(dialog).toBeHidden();

  await page.getByRole('link', { name: 'Stud home' }).click();
  await page.getByRole('dialog', { name: QUESTION }).getByRole('button', { name: 'Return to cart' }).click();
  await expect(page).toHaveURL(/\/stud\/cart$/);
});

test('the question fits a 320px phone, both buttons full width and reachable', async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 640 });
  const { dialog } = await openQuestion(page);

  const box = await dialog.boundingBox();
  expect(box && box.x >= 0 && box.x + box.width <= 320).toBe(true);
  for (const name of ['Stay in checkout', 'Return to cart', 'Close']) {
    const button = await dialog.getByRole('button', { name }).boundingBox();
    expect(button && button.height >= 44).toBe(true);
  }
});
