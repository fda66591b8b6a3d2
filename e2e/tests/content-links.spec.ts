import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { SHELL_URL, STUD_HOST_URL } from '../support/stack';

// A/B markup links the brand's pages by their path ('/shop'); whatever address the home was reached
// by (the prefix with or without its slash, the brand's own host, /ab_test), each such link must
// open that page of the same brand, never careapp's "Page not found".

interface Home {
  brand: string;
  /** The address the visitor comes by. */
  url: string;
  /** Where the brand's pages start, as every link of it writes them. */
  base: string;
  /** The logo's accessible name, on every page of the brand that has a header. */
  logo: string;
}

const homes: Home[] = [
  { brand: 'careapp', url: `${SHELL_URL}/`, base: `${SHELL_URL}`, logo: 'CareApp home' },
  { brand: 'careapp', url: `${SHELL_URL}/ab_test`, base: `${SHELL_URL}/ab_test`, logo: 'CareApp home' },
  ...[
    { slug: 'stud', logo: 'Stud home' },
    { slug: 'varicocele', logo: 'Varicocele home' },
    { slug: 'varicoceleorg', logo: 'Varicocele.org home' },
  ].flatMap(({ slug, logo }) =>
    ['', '/'].map((slash) => ({
      brand: slug,
      url: `${SHELL_URL}/${slug}${slash}`,
      base: `${SHELL_URL}/${slug}`,
      logo,
    })),
  ),
  { brand: 'stud', url: `${SHELL_URL}/ab_test/stud`, base: `${SHELL_URL}/ab_test/stud`, logo: 'Stud home' },
  { brand: 'stud', url: `${STUD_HOST_URL}/`, base: STUD_HOST_URL, logo: 'Stud home' },
];

const contentLinks = (page: Page) => page.getByRole('main').locator('[data-ab-identifier] a[href]');

/** The home's A/B blocks, shown: their links with what each href says. */
async function openHome(page: Page, home: Home) {
  await page.goto(home.url);
  await expect(contentLinks(page).first()).toBeVisible();
  return contentLinks(page).evaluateAll((links) =>
    links.map((link) => ({ text: link.textContent ?? '', href: link.getAttribute('href') ?? '' })),
  );
}

/** A page of the brand, not its (or careapp's) not-found page. */
async function expectPageOfBrand(page: Page, home: Home, path: string) {
  await expect(page).toHaveURL(`${home.base}${path}`);
  await expect(page.getByRole('main').getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(page.getByRole('img', { name: 'Page not found' })).toHaveCount(0);
  await expect(page.getByRole('banner').getByRole('link', { name: home.logo })).toBeVisible();
}

for (const home of homes) {
  test(`every content link of ${home.url} opens a page of ${home.brand}`, async ({ page }) => {
    const links = await openHome(page, home);
    // The brand's own pages are root-relative and carry the brand's prefix; the rest are other sites.
    const own = links.filter((link) => link.href.startsWith('/'));
    expect(own.length, 'links to the brand’s pages').toBeGreaterThan(0);
    for (const link of links.filter((candidate) => !own.includes(candidate))) {
      expect(link.href, `${link.text} is another site`).toMatch(/^https:\/\//);
    }

    for (const [index, link] of own.entries()) {
      const path = link.href.slice(new URL(home.base).pathname.replace(/\/$/, '').length);
      expect(`${new URL(home.base).origin}${link.href}`, `${link.text}'s href`).toBe(`${home.base}${path}`);
      expect(path).toMatch(/^\/[a-z]/);

      // Clicked: followed in the app.
      if (index > 0) await openHome(page, home);
      await contentLinks(page).filter({ hasText: link.text }).first().click();
      await expectPageOfBrand(page, home, path);

      // Opened from its href (a new tab, a copied link): the server's page for that address.
      await page.goto(`${new URL(home.base).origin}${link.href}`);
      await expectPageOfBrand(page, home, path);
    }
  });
}

test('a prefixed home reached without its slash is shown at the slash form the logo links to', async ({
  page,
}) => {
  await page.goto('/stud');
  await expect(page).toHaveURL(`${SHELL_URL}/stud/`);
  const logo = page.getByRole('banner').getByRole('link', { name: 'Stud home' });
  await expect(logo).toHaveAttribute('href', '/stud/');
  await expect(
    page.getByRole('banner').getByRole('link', { name: 'VARICOCELE', exact: true }),
  ).toHaveAttribute('href', '/varicocele/');
  await page.goto('/stud/about');
  await logo.click();
  await expect(page).toHaveURL(`${SHELL_URL}/stud/`);
  await expect(contentLinks(page).first()).toBeVisible();
});
