import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { createVerifiedUser, PASSWORD, uniqueEmail } from '../support/accounts';
import { GUIDE, purchaseThroughApi, useCart, type E2eCart } from '../support/checkout';
import { layoutShift, watchLayoutShifts } from '../support/layout-shift';
import { firstHeading, openServerRendered, serverHtml } from '../support/raw-html';
import { logIn, useTokens } from '../support/session';
import { API_URL } from '../support/stack';

// The personal pages' frames come from the server, their visitor's parts from the browser
// (docs/adr/0150), in placeholders that keep the page's size whatever the visitor's data turns out
// to be (docs/adr/0176): an empty cart, a cart of several lines, more orders than the placeholder
// shows, the signed-in user's account menu, the address /otp knows, the onboarding and email
// preferences pages. Each is measured as CLS counts it, from the first paint; the goal is 0.02.

const CLS_GOAL = 0.02;

/** The suite's desktop and the phone the ADRs measure with: each page is opened at both. */
const VIEWPORTS = [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'phone', width: 412, height: 823 },
];

/** Three digital items (9999 in stock each), so a run's carts never run the catalogue short. */
const DIGITAL = ['the-healing-guide', 'recovery-video-series', 'post-treatment-check-in'].map((slug) =>
  Buffer.from(`ProductVariant:${slug}`).toString('base64url'),
);

/** A cart of one unit of each of `variants`, made through the API as the shop makes it. */
async function cartOf(request: APIRequestContext, variants: string[]): Promise<E2eCart> {
  const response = await request.post(`${API_URL}/api/ecom/create-checkout/`, {
    data: {
      input: { lines: variants.map((variantId) => ({ variantId, quantity: 1 })), channel: 'default-channel' },
    },
  });
  expect(response.ok(), await response.text()).toBe(true);
  const body = (await response.json()) as {
    checkoutCreate: { checkout: { id: string }; checkoutSecret: string };
  };
  return { id: body.checkoutCreate.checkout.id, secret: body.checkoutCreate.checkoutSecret };
}

/** The page's layout shift once everything it asked for has come. */
async function settledShift(page: Page, label: string): Promise<number> {
  await page.waitForLoadState('networkidle');
  return layoutShift(page, `${new URL(page.url()).pathname} ${label}`);
}

/**
 * Opens `path` at each viewport in turn, waits for what `filled` expects (the visitor's parts in
 * place), and checks the layout shift of that document.
 */
async function expectSteadyAtEachViewport(
  page: Page,
  open: () => Promise<void>,
  filled: () => Promise<void>,
  label = '',
): Promise<void> {
  for (const { name, width, height } of VIEWPORTS) {
    await page.setViewportSize({ width, height });
    await open();
    await filled();
    expect(await settledShift(page, `${name}${label}`), name).toBeLessThanOrEqual(CLS_GOAL);
  }
}

test.beforeEach(async ({ page }) => {
  await watchLayoutShifts(page);
});

test('an empty cart takes the place of the cart placeholder without moving the page', async ({ page }) => {
  await expectSteadyAtEachViewport(
    page,
    () => openServerRendered(page, '/stud/cart', { settled: false }),
    async () => {
      await expect(page.getByText('Your cart is empty.')).toBeVisible();
      await expect(page.getByRole('link', { name: 'Continue shopping' })).toBeVisible();
    },
  );
});

test('a cart of several lines takes the place of the cart placeholder without moving the page', async ({
  page,
  request,
}) => {
  await useCart(page, await cartOf(request, DIGITAL));
  await expectSteadyAtEachViewport(
    page,
    () => openServerRendered(page, '/stud/cart', { settled: false }),
    async () => {
      await expect(page.getByRole('heading', { level: 1, name: 'Your cart (3 Items)' })).toBeVisible();
      await expect(page.getByRole('link', { name: 'Checkout', exact: true })).toBeVisible();
    },
  );
});

test('an order history of more than three orders takes the place of its placeholder without moving the page', async ({
  page,
  request,
}) => {
  const email = await createVerifiedUser(request, 'shifts-orders');
  const tokens = await logIn(request, { email, password: PASSWORD });
  for (let order = 0; order < 4; order += 1)
    await purchaseThroughApi(request, { email, access: tokens.access });
  await useTokens(page, tokens);

  await expectSteadyAtEachViewport(
    page,
    () => openServerRendered(page, '/stud/order-history', { settled: false }),
    () =>
      expect(page.getByRole('list', { name: 'Orders, page 1 of 1' }).getByRole('listitem')).toHaveCount(
        4 + 4,
      ), // each order and its one line
  );
});

test('the header keeps its place whether the visitor is a guest or signed in', async ({ page, request }) => {
  await expectSteadyAtEachViewport(
    page,
    () => openServerRendered(page, '/stud/terms', { settled: false }),
    () => expect(page.getByRole('link', { name: 'Profile' })).toBeVisible(),
    ' guest',
  );

  await useTokens(page, await logIn(request));
  await expectSteadyAtEachViewport(
    page,
    () => openServerRendered(page, '/stud/terms', { settled: false }),
    () => expect(page.getByRole('button', { name: 'Account' })).toBeVisible(),
    ' signed in',
  );
});

test('/otp shows the address the browser knows in the field that asks for it, without moving the page', async ({
  page,
}) => {
  const email = uniqueEmail('shifts-otp');
  await page.goto('/stud/register');
  await page.getByLabel('First name').fill('Ada');
  await page.getByLabel('Last name').fill('Tester');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/\/stud\/otp$/);

  // A reload: the server renders the form that asks for the address (it knows none), the browser
  // then shows the one of the sign-up, kept in the tab's history state.
  await expectSteadyAtEachViewport(
    page,
    async () => {
      await page.reload();
      await expect(page.locator('html')).toHaveAttribute('data-server-rendered', /.*/);
    },
    async () => {
      await expect(page.getByText(`We sent a 6-digit code to ${email}.`)).toBeVisible();
      await expect(page.getByRole('textbox', { name: 'Email', exact: true })).toHaveValue(email);
    },
  );
});

for (const { path, h1 } of [
  { path: '/complete-profile', h1: 'Complete your profile' },
  { path: '/stud/manage-communications', h1: 'Email preferences' },
]) {
  test(`${path}: the first HTML holds the page's frame, placeholders and nothing personal`, async ({
    request,
  }) => {
    const { root } = await serverHtml(request, path, { settled: false });
    expect(firstHeading(root)).toBe(h1);
    expect(root).toContain('data-skeleton=');
    expect(root).not.toContain('@example.com');
  });
}

test('the onboarding and email preferences pages fill in the user’s parts without moving', async ({
  page,
  request,
}) => {
  const email = await createVerifiedUser(request, 'shifts-onboarding');
  await useTokens(page, await logIn(request, { email, password: PASSWORD }));

  await expectSteadyAtEachViewport(
    page,
    () => openServerRendered(page, '/complete-profile', { settled: false }),
    async () => {
      await expect(page.getByRole('form', { name: 'Complete your profile' })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Save and continue' })).toBeVisible();
    },
  );

  await expectSteadyAtEachViewport(
    page,
    () => openServerRendered(page, '/stud/manage-communications', { settled: false }),
    async () => {
      await expect(page.getByRole('checkbox', { name: 'Send me news and offers by email' })).toBeVisible();
      await expect(page.getByText(/^Emails to /)).toBeVisible();
    },
  );
});

test('without a session, /complete-profile asks to log in in place of its questions, without moving', async ({
  page,
}) => {
  await expectSteadyAtEachViewport(
    page,
    () => openServerRendered(page, '/complete-profile', { settled: false }),
    () => expect(page.getByRole('link', { name: 'Log in', exact: true })).toBeVisible(),
  );
});

test('a cart of one line, the placeholder’s own shape, still fills it in without moving the page', async ({
  page,
  request,
}) => {
  await useCart(page, await cartOf(request, [GUIDE]));
  await expectSteadyAtEachViewport(
    page,
    () => openServerRendered(page, '/stud/cart', { settled: false }),
    () => expect(page.getByRole('heading', { level: 1, name: 'Your cart (1 item)' })).toBeVisible(),
  );
});
