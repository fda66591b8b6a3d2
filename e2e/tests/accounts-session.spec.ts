import { expect, test } from '../support/test';
import { createVerifiedUser, PASSWORD } from '../support/accounts';
import { expectNoSeriousA11yViolations } from '../support/accessibility';
import { fillAndSendByKeyboard } from '../support/keyboard';
import { signIn } from '../support/sign-in';
import { API_URL } from '../support/stack';

test('careapp: Log out in the header menu of one tab signs the other tab out at once', async ({
  context,
  request,
}) => {
  const email = await createVerifiedUser(request, 'two-tabs');
  const first = await context.newPage();
  await signIn(first, email);
  const second = await context.newPage();
  await second.goto('/profile');
  await expect(second.getByRole('main')).toContainText(email);

  await first.getByRole('banner').getByRole('button', { name: 'Account' }).click();
  await expectNoSeriousA11yViolations(first);
  await first.getByRole('navigation', { name: 'Account' }).getByRole('button', { name: 'Log out' }).click();

  await expect(first).toHaveURL(/\/login(\?next=%2Fprofile)?$/);
  await expect(second).toHaveURL(/\/login\?next=%2Fprofile$/);
  await expect(second.getByRole('banner').getByRole('link', { name: 'Profile' })).toBeVisible();
  expect(
    await second.evaluate(() => ['access', 'refresh', 'user'].map((key) => localStorage.getItem(key))),
  ).toEqual([null, null, null]);
});

test('stud: Log out on the profile page ends the session in the other tab and on the server', async ({
  context,
  request,
}) => {
  const email = await createVerifiedUser(request, 'stud-logout');
  const first = await context.newPage();
  await signIn(first, email, { base: '/stud' });
  const refresh = await first.evaluate(() => localStorage.getItem('refresh'));
  // Signing in wrote the session's cookie (docs/adr/0192): the server renders the page.
  expect((await context.cookies()).find((cookie) => cookie.name === 'signed_in')?.value).toBe('1');
  const second = await context.newPage();
  await second.goto('/stud/profile');
  await expect(second.getByRole('main')).toContainText(email);

  await first.getByRole('button', { name: 'Log out' }).click();
  await expect(first).toHaveURL(/\/stud\/login(\?next=%2Fprofile)?$/);
  await expect(second).toHaveURL(/\/stud\/login\?next=%2Fprofile$/);
  expect((await context.cookies()).map((cookie) => cookie.name)).not.toContain('signed_in');
  const reuse = await request.post(`${API_URL}/api/users/refresh-token/`, { data: { refresh } });
  expect(reuse.status()).toBe(401);
});

test('an expired access token is refreshed once behind the user while they edit the profile', async ({
  page,
  request,
}) => {
  const email = await createVerifiedUser(request, 'refresh');
  await signIn(page, email);
  await page.getByRole('button', { name: 'Edit profile' }).click();
  const form = page.getByRole('form', { name: 'Edit your profile' });
  await expectNoSeriousA11yViolations(page);

  // The access token runs out while the form is open.
  await page.evaluate(() => localStorage.setItem('access', 'expired.or.forged'));
  const refreshes: string[] = [];
  page.on('request', (sent) => {
    if (sent.url().endsWith('/api/users/refresh-token/') && sent.method() === 'POST')
      refreshes.push(sent.url());
  });
  await fillAndSendByKeyboard(page, [[form.getByLabel('City'), 'Lisbon']]);

  await expect(page.getByRole('main').locator('dd', { hasText: 'Lisbon' })).toBeVisible();
  await expect(page).toHaveURL(/\/profile$/);
  expect(refreshes).toHaveLength(1);
  expect(await page.evaluate(() => localStorage.getItem('access'))).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
});

test('the password is changed from the profile by keyboard alone and the new one logs in', async ({
  page,
  request,
}) => {
  const email = await createVerifiedUser(request, 'change');
  await signIn(page, email, { base: '/stud' });
  await page.getByRole('link', { name: 'Change password' }).click();
  await expect(page).toHaveURL(/\/stud\/change-password$/);
  await expectNoSeriousA11yViolations(page);
  const fields = page.getByRole('main').locator('input[type="password"]');
  await fillAndSendByKeyboard(page, [
    [fields.nth(0), PASSWORD],
    [fields.nth(1), 'changed-secret-99'],
  ]);
  await expect(page.getByRole('status').filter({ hasText: /changed/i })).toBeVisible();
});

test('after five wrong passwords the account is limited and the page says so (429)', async ({
  page,
  request,
}) => {
  const email = await createVerifiedUser(request, 'limited');
  await page.goto('/stud/login');
  const form = page.getByRole('form', { name: 'Log in with your password' });
  await form.getByLabel('Email').fill(email);
  const limited: number[] = [];
  page.on('response', (answer) => {
    if (answer.url().endsWith('/api/users/login/')) limited.push(answer.status());
  });
  for (let attempt = 1; attempt <= 6; attempt += 1) {
    await form.getByLabel('Password', { exact: true }).fill(`wrong-${attempt}-password`);
    await form.getByRole('button', { name: 'Log in' }).click();
    await expect.poll(() => limited.length).toBe(attempt);
  }
  expect(limited.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
  expect(limited[5]).toBe(429);
  await expect(form.getByRole('alert')).not.toHaveText('Invalid email or password.');
  await expect(form.getByRole('alert')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});
