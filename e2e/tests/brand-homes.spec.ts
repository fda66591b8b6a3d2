import { expect, test } from '../support/test';
import { STUD_HOST_URL } from '../support/stack';

const year = String(new Date().getFullYear());

const brands = [
  { name: 'careapp', path: '/', menu: [] as string[] },
  { name: 'stud', path: '/stud/', menu: ['VARICOCELE', 'CAREAPP', 'ABOUT', 'SHOP', 'GET SUPPORT'] },
  {
    name: 'varicocele',
    path: '/varicocele/',
    menu: ['STUD BRIEFS', 'CAREAPP', 'TREATMENTS', 'CONSULT', 'CONTACT'],
  },
  { name: 'varicoceleorg', path: '/varicoceleorg/', menu: ['ABOUT', 'CONTACT'] },
];

for (const brand of brands) {
  test(`the ${brand.name} home shows its menu items and the current year`, async ({ page }) => {
    await page.goto(brand.path);
    const header = page.getByRole('banner');
    for (const label of brand.menu) {
      await expect(header.getByRole('link', { name: label, exact: true })).toBeVisible();
    }
    await expect(page.getByRole('contentinfo')).toContainText(year);
    await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Contact Us' })).toBeVisible();
  });
}

test('the careapp header has a Heal With CareApp button to /login', async ({ page }) => {
  await page.goto('/');
  const heal = page.getByRole('banner').getByRole('link', { name: 'Heal With CareApp' });
  await expect(heal).toBeVisible();
  await heal.click();
  await expect(page).toHaveURL(/\/login$/);
});

test('stud on its own host serves unprefixed routes', async ({ page }) => {
  await page.goto(`${STUD_HOST_URL}/`);
  const shopLink = page.getByRole('banner').getByRole('link', { name: 'SHOP', exact: true });
  await expect(shopLink).toHaveAttribute('href', '/shop');
  await shopLink.click();
  await expect(page).toHaveURL(`${STUD_HOST_URL}/shop`);
  await expect(page.getByRole('main').getByRole('heading', { level: 1, name: 'Shop' })).toBeVisible();
});

test('moving between pages of a brand keeps the layout and changes the page', async ({ page }) => {
  await page.goto('/stud/');
  await page.getByRole('banner').getByRole('link', { name: 'ABOUT', exact: true }).click();
  await expect(page).toHaveURL(/\/stud\/about$/);
  await expect(page.getByRole('main')).toContainText(/AboutPage|about/i);
  await expect(page.getByRole('contentinfo')).toContainText(year);
});
