import { createVerifiedUser, PASSWORD } from '../support/accounts';
import { expectNoSeriousA11yViolations } from '../support/accessibility';
import { logIn, useTokens } from '../support/session';
import { checkoutHeading, newYorkAddress, oneItemCart, secretHeader, useCart } from '../support/checkout';
import { API_URL } from '../support/stack';
import { expect, test } from '../support/test';

// The checkout page on stud and varicocele, as a guest and signed in.
// Payment itself is the payment spec's; here the page, its forms, promo codes and the logo dialog.

const heading = checkoutHeading;

test('a guest sees the secure checkout page: lock tooltip, payment note, summary, checkout footer', async ({
  page,
  request,
}) => {
  await useCart(page, await oneItemCart(request));
  await page.goto('/stud/checkout');
  await expect(heading(page)).toBeVisible();
  const summary = page.getByRole('complementary', { name: 'Order summary' });
  await expect(summary.getByText('Stud Support Brief')).toBeVisible();
  await expect(summary.getByText('Total', { exact: true })).toBeVisible();
  // The checkout footer, not the site footer (no Contact Us link).
  await expect(page.getByRole('contentinfo')).toContainText('SSL Secure Checkout');
  await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Contact Us' })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('button', { name: 'Secure connection' }).hover();
  await expect(page.getByRole('tooltip')).toHaveText('SSL Secure Checkout');

  await page.getByRole('button', { name: 'How is my payment secured?' }).click();
  const note = page.getByRole('dialog', { name: 'Secure payment' });
  await expect(note).toContainText('we never see or store them');
  await page.keyboard.press('Escape');
  await expect(note).toBeHidden();
});

test('the logo asks before leaving checkout: "Stay in checkout" stays, "Return to cart" goes to the cart', async ({
  page,
  request,
}) => {
  await useCart(page, await oneItemCart(request));
  await page.goto('/stud/checkout');
  await expect(heading(page)).toBeVisible();
  const logo = page.getByRole('banner').getByRole('link', { name: / home$/ });
  const question = page.getByRole('dialog', {
    name: 'Are you sure you want to return to your Shopping Cart?',
  });

  await logo.click();
  await expect(question).toBeVisible();
  await expect(question.getByRole('button', { name: 'Stay in checkout' })).toBeFocused();
  await expectNoSeriousA11yViolations(page);
  await question.getByRole('button', { name: 'Stay in checkout' }).click();
  await expect(question).toBeHidden();
  await expect(page).toHaveURL('/stud/checkout');
  await expect(logo).toBeFocused();

  await logo.click();
  await question.getByRole('button', { name: 'Return to cart' }).click();
  await expect(page).toHaveURL('/stud/cart');
  await expect(page.getByRole('heading', { level: 1, name: 'Your cart (1 item)' })).toBeVisible();
});

test('an empty cart sends the shopper to the cart page', async ({ page }) => {
  await page.goto('/stud/checkout');
  await expect(page).toHaveURL('/stud/cart');
  await expect(page.getByText('Your cart is empty.')).toBeVisible();
});

test("a signed-in customer's form is prefilled from the profile, on varicocele too", async ({
  page,
  request,
}) => {
  const email = await createVerifiedUser(request, 'checkout-prefill');
  const tokens = await logIn(request, { email, password: PASSWORD });
  // The profile gets its address the way a customer gives it: saving shipping details when signed in.
  const earlier = await oneItemCart(request);
  const saved = await request.post(`${API_URL}/api/ecom/shipping-details/`, {
    headers: { authorization: `Bearer ${tokens.access}`, ...secretHeader(earlier) },
    data: {
      id: earlier.id,
      address: newYorkAddress(email),
    },
  });
  expect(saved.ok(), await saved.text()).toBe(true);

  await useTokens(page, tokens);
  await useCart(page, await oneItemCart(request));
  await page.goto('/varicocele/checkout');
  await expect(heading(page)).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Email' })).toHaveValue(email);
  await expect(page.getByRole('textbox', { name: 'First name' })).toHaveValue('Ada');
  await expect(page.getByRole('textbox', { name: 'Street address' })).toHaveValue('1 Main Street');
  await expect(page.getByRole('textbox', { name: 'Phone (optional)' })).toHaveValue('555 0100');
  await expect(page.getByRole('combobox', { name: 'Country' })).toHaveValue('US');
  await expect(page.getByRole('combobox', { name: 'State / Province' })).toHaveValue('US-NY');
  await expect(page.getByRole('textbox', { name: 'Email' })).toHaveAttribute('autocomplete', 'email');
  await expectNoSeriousA11yViolations(page);
});

test('a guest saves the address, gets the shipping options for it and applies a promo code', async ({
  page,
  request,
}) => {
  await useCart(page, await oneItemCart(request));
  // A phone: docs/product.md §9's smallest width but one.
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto('/stud/checkout/b');
  await expect(heading(page)).toBeVisible();

  await page.getByRole('textbox', { name: 'Email' }).fill('guest@example.com');
  await page.getByRole('textbox', { name: 'Phone (optional)' }).fill('20 7946 0958');
  await page.getByRole('combobox', { name: 'Country' }).selectOption('GB');
  await page.getByRole('textbox', { name: 'First name' }).fill('Sam');
  await page.getByRole('textbox', { name: 'Last name' }).fill('Roe');
  await page.getByRole('textbox', { name: 'Street address' }).fill('5 High Street');
  await page.getByRole('textbox', { name: 'City' }).fill('London');
  await page.getByRole('textbox', { name: 'ZIP / Postal code' }).fill('SW1A 1AA');
  await page.getByRole('combobox', { name: 'State / Province' }).selectOption({ label: 'London, City of' });
  await page.getByRole('button', { name: 'Save shipping details' }).click();
  await expect(page.getByText('Shipping details saved.')).toBeVisible();

  // Rebuilt for the address: only the worldwide option ships to the United Kingdom.
  const shipment = page.getByRole('radiogroup', { name: 'Shipment type' });
  await expect(shipment.getByRole('radio')).toHaveCount(1);
  await shipment.getByRole('radio', { name: /Worldwide shipping \(9-15 business days\)/ }).check();
  const summary = page.getByRole('complementary', { name: 'Order summary' });
  await expect(summary.getByText('Free')).toBeVisible();

  await summary.getByRole('textbox', { name: 'Promo code' }).fill('SUMMER2020');
  await summary.getByRole('button', { name: 'Apply promo code' }).click();
  await expect(summary.getByRole('textbox', { name: 'Promo code' })).toHaveAccessibleDescription(
    'This promo code has expired.',
  );
  await summary.getByRole('textbox', { name: 'Promo code' }).fill('welcome10');
  await summary.getByRole('button', { name: 'Apply promo code' }).click();
  await expect(summary.getByText('WELCOME10', { exact: true })).toBeVisible();
  await expect(summary.getByText('-$2.88')).toBeVisible();
  await expect(summary.getByText('$25.92')).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await summary.getByRole('button', { name: 'Remove code WELCOME10' }).click();
  await expect(summary.getByText('$25.92')).toBeHidden();

  // Saved on the checkout: a reload shows the guest's address again.
  await page.reload();
  await expect(page.getByRole('textbox', { name: 'City' })).toHaveValue('London');
  await expect(page.getByRole('textbox', { name: 'Phone (optional)' })).toHaveValue('20 7946 0958');
});

test('Pay saves the address and shows what is still missing by its field, then pays once all is there', async ({
  page,
  request,
}) => {
  await useCart(page, await oneItemCart(request));
  await page.goto('/stud/checkout/a');
  await expect(heading(page)).toBeVisible();
  await page.getByRole('textbox', { name: 'Email' }).fill('payer@example.com');
  await page.getByRole('textbox', { name: 'First name' }).fill('Pat');
  await page.getByRole('textbox', { name: 'Last name' }).fill('Payer');
  await page.getByRole('textbox', { name: 'Street address' }).fill('2 Elm Street');
  await page.getByRole('textbox', { name: 'City' }).fill('Albany');
  await page.getByRole('textbox', { name: 'ZIP / Postal code' }).fill('12207');
  await page.getByRole('combobox', { name: 'State / Province' }).selectOption({ label: 'New York' });

  await page.getByRole('button', { name: 'Pay', exact: true }).click();
  await expect(page.getByText('Shipping details saved.')).toBeVisible();
  const shipment = page.getByRole('radiogroup', { name: 'Shipment type' });
  await expect(shipment).toHaveAccessibleDescription('Shipping method is required!');
  await expect(page.getByRole('radiogroup', { name: 'Payment method' })).toHaveAccessibleDescription(
    'Choose how you want to pay.',
  );
  await expect(page.getByRole('dialog')).toHaveCount(0);

  await shipment.getByRole('radio', { name: /Free shipping \(3-5 business days\)/ }).check();
  await page
    .getByRole('radiogroup', { name: 'Payment method' })
    .getByRole('radio', { name: 'Stripe' })
    .check();
  await page.getByRole('button', { name: 'Pay', exact: true }).click();
  const card = page.getByRole('dialog', { name: 'Pay with card' });
  await card.getByRole('textbox', { name: 'Card number' }).fill('4242 4242 4242 4242');
  await card.getByRole('textbox', { name: 'Expiry' }).fill('12/34');
  await card.getByRole('textbox', { name: 'CVC' }).fill('123');
  await card.getByRole('button', { name: /^Pay / }).click();
  await expect(page).toHaveURL(/\/stud\/checkout\/thankyou\/stripe/);
  expect(await page.evaluate(() => localStorage.getItem('checkoutId'))).toBeNull();
});
