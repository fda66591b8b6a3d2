import type { Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/accessibility';
import { API_URL } from '../support/stack';
import { expect, test } from '../support/test';

// docs/product.md §2 widgets 3 and 9 on a phone, and §5's multi-select attributes: every mobile catalogue
// card adds to the cart (a product with options through a dialog), the product page floats its
// own "Add to cart", and a kit's add-ons can be chosen several at a time.
const BRIEF = { slug: 'stud-support-brief', name: 'Stud Support Brief' };
const KIT = { slug: 'build-your-own-supplement-kit', name: 'Build Your Own Supplement Kit' };
const PHONE = { width: 375, height: 740 };

function storedCheckoutId(page: Page): Promise<string | null> {
  return page.evaluate(() => window.localStorage.getItem('checkoutId'));
}

async function cartLines(page: Page): Promise<string[]> {
  const checkoutId = await storedCheckoutId(page);
  // A guest cart answers only to the browser holding its secret (kept beside checkoutId).
  const secret = await page.evaluate(() => window.localStorage.getItem('checkoutSecret'));
  const cart = await page.request.post(`${API_URL}/api/ecom/cart-items/`, {
    data: { id: checkoutId },
    headers: { 'x-checkout-secret': secret ?? '' },
  });
  const { checkout } = (await cart.json()) as { checkout: { lines: { variant: { name: string } }[] } };
  return checkout.lines.map((line) => line.variant.name);
}

/** The cards a shopper sees (the looping slider's padding copies are hidden from everyone). */
const realCards = (page: Page) => page.locator('article:not([aria-hidden="true"])');

/** Sums the page's layout shifts so far (CLS as Chromium reports it). */
function layoutShift(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let total = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & { value: number })[])
            total += entry.value;
        }).observe({ type: 'layout-shift', buffered: true });
        setTimeout(() => resolve(total), 500);
      }),
  );
}

test.describe('on a 375 px phone', () => {
  test.use({ viewport: PHONE });

  test('every catalogue card has an Add to cart; one with options opens a dialog that adds', async ({
    page,
  }) => {
    await page.goto('/stud/shop');
    await expect(page.getByRole('heading', { level: 1, name: 'Shop' })).toBeVisible();
    await expect(realCards(page).first()).toBeVisible();

    await test.step('each card shown has its Add to cart button', async () => {
      const cards = await realCards(page).count();
      expect(cards).toBeGreaterThan(10);
      await expect(realCards(page).getByRole('button', { name: /^Add to cart: / })).toHaveCount(cards);
      await expectNoSeriousA11yViolations(page);
    });

    const add = page.getByRole('button', { name: `Add to cart: ${BRIEF.name}` }).first();
    await test.step('a product with options opens them in a named dialog that Escape closes', async () => {
      await add.click();
      const dialog = page.getByRole('dialog', { name: BRIEF.name });
      await expect(dialog.getByRole('group', { name: /Size/ })).toBeVisible();
      await expectNoSeriousA11yViolations(page);
      await page.keyboard.press('Escape');
      await expect(dialog).toHaveCount(0);
      await expect(add).toBeFocused();
    });

    await test.step('adding without every option asks for them and adds nothing', async () => {
      await add.click();
      const dialog = page.getByRole('dialog', { name: BRIEF.name });
      await dialog.getByRole('button', { name: 'M', exact: true }).click();
      await dialog.getByRole('button', { name: 'Add to cart', exact: true }).click();
      await expect(dialog.getByText('Please select all options before adding to cart.')).toBeVisible();
      await expect(dialog.getByRole('group', { name: /Color/ })).toHaveAttribute('aria-invalid', 'true');
      expect(await storedCheckoutId(page)).toBeNull();
      await expectNoSeriousA11yViolations(page);
    });

    await test.step('with every option it adds, closes and shows the Go to Cart toast', async () => {
      const dialog = page.getByRole('dialog', { name: BRIEF.name });
      await dialog.getByRole('button', { name: 'Black', exact: true }).click();
      await dialog.getByRole('button', { name: 'Add to cart', exact: true }).click();
      await expect(dialog).toHaveCount(0);
      await expect(page.getByRole('link', { name: 'Go to Cart' })).toBeVisible();
      expect(await cartLines(page)).toEqual(['M / Black']);
    });

    await test.step('a sold-out choice alerts "Item is out of stock." and adds nothing', async () => {
      const alerts: string[] = [];
      page.on('dialog', (dialog) => {
        alerts.push(dialog.message());
        void dialog.accept();
      });
      await add.click();
      const dialog = page.getByRole('dialog', { name: BRIEF.name });
      await dialog.getByRole('button', { name: 'XXS', exact: true }).click();
      await dialog.getByRole('button', { name: 'Grey', exact: true }).click();
      await dialog.getByRole('button', { name: 'Add to cart', exact: true }).click();
      await expect.poll(() => alerts).toEqual(['Item is out of stock.']);
      await expect(dialog).toBeVisible();
      expect(await cartLines(page)).toEqual(['M / Black']);
    });
  });

  test('the product page floats an Add to cart that asks for options, waits while adding, and hides nothing', async ({
    page,
  }) => {
    await page.goto(`/stud/shop/${BRIEF.slug}`);
    await expect(page.getByRole('heading', { level: 1, name: BRIEF.name })).toBeVisible();
    const fab = page.getByRole('button', { name: 'Add to cart', exact: true });
    await expect(fab).toBeVisible();
    // The info block's own button stays.
    await expect(page.getByRole('button', { name: 'Add to Cart', exact: true })).toBeVisible();

    await test.step('it moves nothing on the page while it loads', async () => {
      expect(await layoutShift(page)).toBeLessThan(0.1);
    });

    await test.step('its recommended products have their Add to cart too', async () => {
      const row = page.getByRole('region', { name: 'Recommended products' });
      await expect(row.getByRole('button', { name: /^Add to cart: / }).first()).toBeAttached();
      const cards = await row.locator('article:not([aria-hidden="true"])').count();
      await expect(row.getByRole('button', { name: /^Add to cart: / })).toHaveCount(cards);
    });

    await test.step('at the end of the page it covers none of the footer', async () => {
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      const footer = await page.getByRole('contentinfo').boundingBox();
      const button = await fab.boundingBox();
      expect(footer && button).toBeTruthy();
      if (!footer || !button) return;
      expect(footer.y + footer.height).toBeLessThanOrEqual(button.y);
      await expectNoSeriousA11yViolations(page);
    });

    await test.step('without options it says so and takes focus to the first group to choose', async () => {
      await fab.click();
      await expect(page.getByText('Please select all options before adding to cart.')).toBeVisible();
      const size = page.getByRole('group', { name: /Size/ });
      await expect(size.getByRole('button').first()).toBeFocused();
      expect(await storedCheckoutId(page)).toBeNull();
    });

    await test.step('with the options it is busy while the add runs, then shows the toast', async () => {
      let release: () => void = () => undefined;
      const held = new Promise<void>((resolve) => {
        release = resolve;
      });
      await page.route('**/api/ecom/create-checkout/', async (route) => {
        await held;
        await route.continue();
      });
      await page.getByRole('button', { name: 'L', exact: true }).click();
      await page.getByRole('button', { name: 'Navy', exact: true }).click();
      await expect(fab).toBeEnabled();
      await fab.click();
      await expect(fab).toHaveAttribute('aria-busy', 'true');
      await expect(fab).toBeDisabled();
      release();
      await expect(page.getByRole('link', { name: 'Go to Cart' })).toBeVisible();
      await expect(fab).not.toHaveAttribute('aria-busy', 'true');
      await expect(page.getByRole('link', { name: /^(Cart|Checkout), 1 item/ })).toBeVisible();
      expect(await cartLines(page)).toEqual(['L / Navy']);
    });
  });

  test('a multi-select attribute takes several values, and the add puts one line of each in the cart', async ({
    page,
  }) => {
    const alerts: string[] = [];
    page.on('dialog', (dialog) => {
      alerts.push(dialog.message());
      void dialog.accept();
    });
    await page.goto(`/stud/shop/${KIT.slug}`);
    await expect(page.getByRole('heading', { level: 1, name: KIT.name })).toBeVisible();
    const addOns = page.getByRole('group', { name: /Add-ons/ });
    const press = async (group: ReturnType<Page['getByRole']>, name: string) => {
      const button = group.getByRole('button', { name, exact: true });
      await expect(button).toBeEnabled();
      await button.click();
    };

    await test.step('no add-on chosen: asks for at least one', async () => {
      await press(page.getByRole('group', { name: /Supply/ }), '90 days');
      await page.getByRole('button', { name: 'Add to Cart', exact: true }).click();
      await expect(page.getByText('Please select all options before adding to cart.')).toBeVisible();
      await expect(addOns).toHaveAttribute('aria-invalid', 'true');
    });

    await test.step('one chosen add-on sold out in that supply: alerts and adds nothing', async () => {
      await press(addOns, 'Magnesium');
      await press(addOns, 'Omega-3');
      await page.getByRole('button', { name: 'Add to Cart', exact: true }).click();
      await expect.poll(() => alerts).toEqual(['Item is out of stock.']);
      expect(await storedCheckoutId(page)).toBeNull();
    });

    await test.step('several add-ons are on together, priced together, and each becomes a line', async () => {
      await press(page.getByRole('group', { name: /Supply/ }), '30 days');
      await press(addOns, 'Omega-3');
      await press(addOns, 'Vitamin D');
      for (const [name, pressed] of [
        ['Magnesium', 'true'],
        ['Omega-3', 'false'],
        ['Vitamin D', 'true'],
      ] as const)
        await expect(addOns.getByRole('button', { name, exact: true })).toHaveAttribute(
          'aria-pressed',
          pressed,
        );
      // Magnesium $12 and vitamin D $9 for 30 days, as the server prices them.
      await expect(page.getByText('$21.00', { exact: true })).toBeVisible();
      await expectNoSeriousA11yViolations(page);
      await page.getByRole('button', { name: 'Add to cart', exact: true }).click();
      await expect(page.getByRole('link', { name: 'Go to Cart' })).toBeVisible();
      // Both lines came in one request: the server's order between them is its own.
      expect((await cartLines(page)).sort()).toEqual(['30 days / Magnesium', '30 days / Vitamin D']);
      await expect(page.getByRole('link', { name: /^(Cart|Checkout), 2 Items/ })).toBeVisible();
    });
  });
});

test('on a desktop the floating button and the cards’ Add to cart are hidden; the info block keeps its own', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1024, height: 800 });
  await page.goto(`/stud/shop/${BRIEF.slug}`);
  await expect(page.getByRole('heading', { level: 1, name: BRIEF.name })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add to Cart', exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add to cart', exact: true })).toBeHidden();
  // No room kept for a button that is not there.
  expect(
    await page.locator('[data-fab-reserve]').evaluate((node) => node.getBoundingClientRect().height),
  ).toBe(0);

  await page.goto('/stud/shop');
  await expect(realCards(page).first()).toBeVisible();
  await expect(page.getByRole('button', { name: /^Add to cart: / })).toHaveCount(0);
});
