import { expect, test } from '../support/test';
import { logIn, useTokens } from '../support/session';

test('a signed-in customer sees their profile page', async ({ page, request }) => {
  await useTokens(page, await logIn(request));
  await page.goto('/stud/profile');
  await expect(page.getByRole('main')).toContainText(/ProfilePage|profile/i);
  await expect(page).toHaveURL(/\/stud\/profile$/);
});

test('a signed-in visitor on the login page is sent to the profile', async ({ page, request }) => {
  await useTokens(page, await logIn(request));
  await page.goto('/varicocele/login');
  await expect(page).toHaveURL(/\/varicocele\/profile$/);
});

test('an expired access token is refreshed once and the guarded page still loads', async ({
  page,
  request,
}) => {
  const { refresh } = await logIn(request);
  await useTokens(page, { access: 'expired.or.forged', refresh });
  const refreshCalls: string[] = [];
  page.on('request', (req) => {
    if (req.url().endsWith('/api/users/refresh-token/')) refreshCalls.push(req.method());
  });

  await page.goto('/stud/order-history');
  await expect(page.getByRole('main')).toContainText(/OrderHistoryPage|order/i);
  expect(refreshCalls.filter((method) => method === 'POST')).toHaveLength(1);
  const stored = await page.evaluate(() => localStorage.getItem('access'));
  expect(stored).not.toBe('expired.or.forged');
  expect(stored).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
});

test('a failed refresh clears both tokens and sends the visitor to login', async ({ page }) => {
  await useTokens(page, { access: 'expired.or.forged', refresh: 'revoked' });
  await page.goto('/stud/profile');
  await expect(page).toHaveURL(/\/stud\/login/);
  expect(
    await page.evaluate(() => [localStorage.getItem('access'), localStorage.getItem('refresh')]),
  ).toEqual([null, null]);
  // The session's cookie goes with them (docs/adr/0192): the server now sends the page to login.
  expect((await page.context().cookies(page.url())).map((cookie) => cookie.name)).not.toContain('signed_in');
});

test('a refresh that fails while the API restarts keeps the session and Retry recovers', async ({
  page,
  request,
}) => {
  const { refresh } = await logIn(request);
  await useTokens(page, { access: 'expired.or.forged', refresh });
  // The API answers refresh-token with 503 once, as it does while restarting.
  let outage = true;
  await page.route('**/api/users/refresh-token/', (route) =>
    outage && route.request().method() === 'POST'
      ? route.fulfill({ status: 503, json: { detail: 'Service Unavailable' } })
      : route.fallback(),
  );

  await page.goto('/stud/profile');
  const retry = page.getByRole('button', { name: 'Retry' });
  await expect(retry).toBeVisible();
  await expect(page).toHaveURL(/\/stud\/profile$/);
  expect(await page.evaluate(() => localStorage.getItem('refresh'))).toBe(refresh);

  outage = false;
  await retry.click();
  await expect(page.getByRole('main')).toContainText(/ProfilePage|profile/i);
  await expect(retry).toBeHidden();
  await expect(page).toHaveURL(/\/stud\/profile$/);
});
