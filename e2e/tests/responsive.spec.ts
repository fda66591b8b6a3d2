import { expect, test } from '../support/test';

// SPEC §9 breakpoints, the widths either side of them that phones use, and a desktop.
const widths = [320, 361, 375, 410, 412, 430, 480, 600, 768, 834, 992, 1024, 1280];
const homes = ['/', '/stud/', '/varicocele/', '/varicoceleorg/', '/stud/checkout'];

for (const path of homes) {
  test(`${path} fits the screen at every breakpoint, with no horizontal scroll`, async ({ page }) => {
    await page.goto(path, { waitUntil: 'networkidle' });
    await expect(page.getByRole('main')).not.toContainText('Loading page');
    const overflows: string[] = [];
    for (const width of widths) {
      await page.setViewportSize({ width, height: 800 });
      const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
      if (scrollWidth > width) overflows.push(`${width}px wide page scrolls to ${scrollWidth}px`);
    }
    expect(overflows).toEqual([]);
  });
}
