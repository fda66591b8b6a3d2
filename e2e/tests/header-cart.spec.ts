import { oneItemCart, useCart } from '../support/checkout';
import { expect, test } from '../support/test';

// docs/product.md §2 layout line: a cart icon with its item-count badge in every brand's header. careapp and
// varicoceleorg have no cart of their own: theirs leads to varicocele's cart and counts the same
// stored cart (one checkoutId in local storage on the default host).

for (const { brand, home } of [
  { brand: 'careapp', home: '/' },
  { brand: 'varicoceleorg', home: '/varicoceleorg/' },
]) {
  test(`${brand}: the cart icon counts the stored cart and opens varicocele's cart, whose icon goes on to checkout`, async ({
    page,
    request,
  }) => {
    await useCart(page, await oneItemCart(request));
    await page.goto(home);
    const cart = page.getByRole('banner').getByRole('link', { name: 'Cart, 1 item' });
    await expect(cart).toBeVisible();
    await expect(cart).toHaveAttribute('href', '/varicocele/cart');

    await cart.click();
    await expect(page).toHaveURL(/\/varicocele\/cart$/);
    await expect(page.getByRole('main')).toContainText('Stud Support Brief');
    // On the cart page with items, the same icon moves the shopper on to checkout (docs/product.md §2).
    await expect(
      page.getByRole('banner').getByRole('link', { name: 'Checkout, 1 item in cart' }),
    ).toHaveAttribute('href', '/varicocele/checkout');
  });
}

test('every brand header shows the cart icon inside the screen on the smallest phone (320px)', async ({
  page,
}) => {
  await page.setViewportSize({ width: 320, height: 640 });
  for (const home of ['/', '/stud/', '/varicocele/', '/varicoceleorg/']) {
    await page.goto(home);
    const cart = page.getByRole('banner').getByRole('link', { name: 'Cart, 0 Items' });
    await expect(cart).toBeVisible();
    const box = await cart.boundingBox();
    expect(box, home).not.toBeNull();
    expect(box!.x + box!.width, home).toBeLessThanOrEqual(320);
  }
});
