import { expectNoSeriousA11yViolations } from '../support/accessibility';
import { expect, test } from '../support/test';

// Every content route of every brand (docs/product.md §2), on the default host.
const CONTENT_ROUTES = [
  '/',
  '/contact',
  '/terms',
  '/stud/',
  '/stud/a',
  '/stud/b',
  '/stud/about',
  '/stud/contact',
  '/stud/discount',
  '/stud/terms',
  '/varicocele/',
  '/varicocele/treatments',
  '/varicocele/reviews',
  '/varicocele/consult',
  '/varicocele/consult/success',
  '/varicocele/our-specialist',
  '/varicocele/contact',
  '/varicocele/100tt',
  '/varicocele/assess-varicocele',
  '/varicocele/assess-pain',
  '/varicocele/assess-sperm-count',
  '/varicocele/terms',
  '/varicocele/data/assessment',
  '/varicocele/data/reports',
  '/varicocele/interview',
  '/varicocele/support/specialists',
  '/varicoceleorg/',
  '/varicoceleorg/about',
  '/varicoceleorg/contact',
  '/varicoceleorg/terms',
];

for (const path of CONTENT_ROUTES) {
  test(`${path} shows content from the server, a title and a description, with no serious axe violation`, async ({
    page,
  }) => {
    await page.goto(path);
    const block = page.locator('[data-ab-identifier]').first();
    await expect(block).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page).toHaveTitle(/\S/);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /\S/);
    await expectNoSeriousA11yViolations(page);
  });
}

test('the terms page shows the terms of service and the privacy policy from the server', async ({ page }) => {
  await page.goto('/stud/terms');
  await expect(page.getByRole('heading', { level: 2, name: 'Terms of Service' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Privacy Policy' })).toBeVisible();
  await expect(page.getByText(/9-15 business days/).first()).toBeVisible();
});
