import type { Page } from '@playwright/test';
import { GUIDE, oneItemCart, useCart } from '../support/checkout';
import { logIn, useTokens } from '../support/session';
import { expect, test } from '../support/test';

// docs/product.md §9 breakpoints, the widths either side of them that phones use, and a desktop.
const widths = [320, 361, 375, 410, 412, 430, 480, 600, 768, 834, 992, 1024, 1280];
const homes = ['/', '/stud/', '/varicocele/', '/varicoceleorg/', '/stud/checkout'];
// More pages of every remote, from the smallest phone (320) to the wide desktop (1024) and beyond.
const guestPages = [
  '/login',
  '/stud/shop',
  '/stud/shop/stud-support-brief',
  '/varicocele/cart',
  '/varicocele/consult',
  '/varicoceleorg/about',
];
const signedInPages = ['/app', '/stud/profile', '/stud/order-history'];

/** Widths (of `widths`) at which the page scrolls sideways. */
async function overflowsOf(page: Page): Promise<string[]> {
  const overflows: string[] = [];
  for (const width of widths) {
    await page.setViewportSize({ width, height: 800 });
    const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
    if (scrollWidth > width) overflows.push(`${width}px wide page scrolls to ${scrollWidth}px`);
  }
  return overflows;
}

for (const path of homes) {
  test(`${path} fits the screen at every breakpoint, with no horizontal scroll`, async ({ page }) => {
    await page.goto(path, { waitUntil: 'networkidle' });
    await expect(page.getByRole('main')).not.toContainText('Loading page');
    expect(await overflowsOf(page)).toEqual([]);
  });
}

for (const path of guestPages) {
  test(`${path} fits the screen from 320px to the desktop, with no horizontal scroll`, async ({
    page,
    request,
  }) => {
    // The cart page with a line in it, the longest of its states (any line: the guide has stock
    // to spare; the briefs go to the specs that buy them).
    if (path.endsWith('/cart')) await useCart(page, await oneItemCart(request, GUIDE));
    await page.goto(path, { waitUntil: 'networkidle' });
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
    expect(await overflowsOf(page)).toEqual([]);
  });
}

for (const path of signedInPages) {
  test(`${path} signed in fits the screen from 320px to the desktop, with no horizontal scroll`, async ({
    page,
    request,
  }) => {
    await useTokens(page, await logIn(request));
    await page.goto(path, { waitUntil: 'networkidle' });
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
    expect(await overflowsOf(page)).toEqual([]);
  });
}

test('the varicocele header shows its name beside the menu and the consult button from 1024px, the mark alone just below', async ({
  page,
}) => {
  await page.goto('/varicocele/', { waitUntil: 'networkidle' });
  const name = page.getByRole('banner').getByText('Varicocele', { exact: true });
  await page.setViewportSize({ width: 1023, height: 800 });
  await expect(name).toBeHidden();
  await page.setViewportSize({ width: 1024, height: 800 });
  await expect(name).toBeVisible();
  // Whole, not cut to an ellipsis.
  expect(await name.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
  await expect(
    page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'CONTACT' }),
  ).toBeVisible();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Book a Consult' })).toBeVisible();
});
