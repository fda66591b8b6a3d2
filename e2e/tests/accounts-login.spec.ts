import { expect, test } from '../support/test';
import { createVerifiedUser, latestCode, PASSWORD } from '../support/accounts';
import { expectNoSeriousA11yViolations } from '../support/accessibility';
import { fillAndSendByKeyboard } from '../support/keyboard';

// careapp is served at /, stud under /stud; `guarded` is a page of the brand that needs a session.
for (const [brand, base, guarded] of [
  ['careapp', '', '/order-history'],
  ['stud', '/stud', '/change-password'],
] as const) {
  test(`${brand}: a user logs in with a one-time code sent by email, by keyboard alone`, async ({
    page,
    request,
  }) => {
    const email = await createVerifiedUser(request, `code-${brand}`);
    const signUpCode = await latestCode(request, email);
    await page.goto(`${base}/login`);
    await expect(page.getByRole('heading', { level: 1, name: 'Log in' })).toBeVisible();

    await page.getByRole('button', { name: 'Log in with a code instead' }).focus();
    await page.keyboard.press('Enter');
    const form = page.getByRole('form', { name: 'Log in with a code' });
    await fillAndSendByKeyboard(page, [[form.getByLabel('Email'), email]]);
    await expect(form.getByRole('status')).toContainText(`we sent it a 6-digit code`);
    await expectNoSeriousA11yViolations(page);

    const code = await latestCode(request, email, signUpCode);
    await fillAndSendByKeyboard(page, [[form.getByLabel('Code from the email'), code]]);
    await expect(page).toHaveURL(new RegExp(`${base}/profile$`));
    await expect(page.getByRole('heading', { level: 1, name: 'Your profile' })).toBeVisible();
  });

  test(`${brand}: a wrong password shows the error above the form and keeps what was typed`, async ({
    page,
    request,
  }) => {
    const email = await createVerifiedUser(request, `wrong-${brand}`);
    await page.goto(`${base}/login`);
    const form = page.getByRole('form', { name: 'Log in with your password' });
    await fillAndSendByKeyboard(page, [
      [form.getByLabel('Email'), email],
      [form.getByLabel('Password', { exact: true }), 'not-the-password'],
    ]);
    await expect(form.getByRole('alert')).toHaveText('Invalid email or password.');
    await expect(form.getByLabel('Email')).toHaveValue(email);
    await expect(page).toHaveURL(new RegExp(`${base}/login$`));
    await expectNoSeriousA11yViolations(page);

    await form.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await form.getByRole('button', { name: 'Log in' }).click();
    await expect(page).toHaveURL(new RegExp(`${base}/profile$`));
  });

  test(`${brand}: a guarded page sends the visitor to login with the query string, and login returns there`, async ({
    page,
    request,
  }) => {
    const email = await createVerifiedUser(request, `next-${brand}`);
    await page.goto(`${base}${guarded}?utm_source=mail`);
    await expect(page).toHaveURL(new RegExp(`${base}/login\\?.*utm_source=mail`));
    expect(new URL(page.url()).searchParams.get('next')).toBe(guarded);

    const form = page.getByRole('form', { name: 'Log in with your password' });
    await form.getByLabel('Email').fill(email);
    await form.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await form.getByRole('button', { name: 'Log in' }).click();
    await expect(page).toHaveURL(new RegExp(`${base}${guarded}\\?utm_source=mail$`));
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
  });

  test(`${brand}: a forgotten password is reset with a code and the new one logs in, by keyboard alone`, async ({
    page,
    request,
  }) => {
    const email = await createVerifiedUser(request, `reset-${brand}`);
    const signUpCode = await latestCode(request, email);
    await page.goto(`${base}/login`);
    await page.getByRole('link', { name: 'Forgot your password?' }).click();
    await expect(page).toHaveURL(new RegExp(`${base}/reset-password$`));
    await fillAndSendByKeyboard(page, [[page.getByLabel('Email', { exact: true }), email]]);

    await expect(page).toHaveURL(new RegExp(`${base}/reset-password-otp\\?email=`));
    await expect(page.getByLabel('Email', { exact: true })).toHaveValue(email);
    const newPassword = 'a-brand-new-secret-7';
    await fillAndSendByKeyboard(page, [
      [page.getByLabel('Code from the email'), await latestCode(request, email, signUpCode)],
      [page.getByLabel('New password', { exact: true }), newPassword],
    ]);
    await expect(page.getByRole('main').getByRole('status')).toContainText('Your password has been reset.');

    await page.getByRole('link', { name: 'Log in' }).click();
    const form = page.getByRole('form', { name: 'Log in with your password' });
    await form.getByLabel('Email').fill(email);
    await form.getByLabel('Password', { exact: true }).fill(newPassword);
    await form.getByRole('button', { name: 'Log in' }).click();
    await expect(page).toHaveURL(new RegExp(`${base}/profile$`));
  });
}
