import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { createVerifiedUser, PASSWORD } from '../support/accounts';

// A server-rendered page is on screen before the shell's scripts have hydrated it (docs/adr/0180);
// what the visitor does with its buttons and forms in that time is held by the page's inline script
// and done once it is hydrated (docs/adr/0190). The shell's entry script is held back here, as a
// slow phone on a mobile network would, so the test acts on the server's page for certain.

const HELD_MS = 2_000;

// The default scan waits for a visited page to settle before the test's next step, which would let
// the page hydrate before the tap; each page is still scanned, once it has settled.
test.use({ a11yScan: 'no-wait' });

/** Delays the shell's entry script (main.<hash>.js) by {@link HELD_MS}. */
async function holdShellScripts(page: Page): Promise<void> {
  await page.route(/\/main\.[0-9a-f]+\.js$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, HELD_MS));
    await route.continue();
  });
}

const stored = (page: Page, key: string) => page.evaluate((name) => localStorage.getItem(name), key);

test('a tap on Add to Cart before the page is hydrated adds the item once it is', async ({ page }) => {
  await holdShellScripts(page);
  await page.goto('/stud/shop/the-healing-guide', { waitUntil: 'domcontentloaded' });
  await page.getByRole('button', { name: 'Add to Cart', exact: true }).click();
  // Not hydrated yet: nothing happened, and the tap is not lost.
  expect(await stored(page, 'checkoutId')).toBeNull();

  await expect.poll(() => stored(page, 'checkoutId'), { timeout: 15_000 }).not.toBeNull();
  await expect(page.getByRole('link', { name: 'Cart, 1 item' })).toBeVisible();
});

test('a sign-in sent with Enter before the page is hydrated never puts the password in the address, and signs in once it is', async ({
  page,
  request,
}) => {
  const email = await createVerifiedUser(request, 'early-login');
  await holdShellScripts(page);
  await page.goto('/stud/login', { waitUntil: 'domcontentloaded' });
  const form = page.getByRole('form', { name: 'Log in with your password' });
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await form.getByLabel('Password', { exact: true }).press('Enter');
  expect(page.url()).not.toContain('password');

  await expect(page).toHaveURL(/\/stud\/profile$/, { timeout: 15_000 });
  await expect(page.getByRole('heading', { level: 1, name: 'Your profile' })).toBeVisible();
});
