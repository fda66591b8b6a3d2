import { expect, test } from '../support/test';
import type { ConsoleMessage, Page } from '@playwright/test';
import { createVerifiedUser, latestMail, uniqueEmail } from '../support/accounts';
import { expectNoSeriousA11yViolations } from '../support/accessibility';
import { fillAndSendByKeyboard } from '../support/keyboard';
import { sendPasswordLogin, signIn } from '../support/sign-in';
import { API_URL, STUD_HOST_URL } from '../support/stack';

/** Module Federation's complaints about shared modules (a remote offering "version 0", ...). */
function sharedModuleWarnings(page: Page): string[] {
  const warnings: string[] = [];
  page.on('console', (message: ConsoleMessage) => {
    if (/shared singleton module|does not satisfy/i.test(message.text())) warnings.push(message.text());
  });
  return warnings;
}

for (const [brand, base] of [
  ['careapp', ''],
  ['stud', '/stud'],
] as const) {
  test(`${brand}: a signed-in user completes the onboarding by keyboard, and the profile shows the answers`, async ({
    page,
    request,
  }) => {
    const warnings = sharedModuleWarnings(page);
    const email = await createVerifiedUser(request, `onboard-${brand}`);
    await signIn(page, email, { base });
    await page.getByRole('link', { name: 'Complete your profile' }).click();
    await expect(page).toHaveURL(new RegExp(`${base}/complete-profile$`));
    const form = page.getByRole('form', { name: 'Complete your profile' });
    await expect(form).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    // Sent empty: every required answer says what it needs, and nothing is saved.
    await form.getByRole('button', { name: 'Save and continue' }).click();
    await expect(form.getByText('Please choose your biological sex.')).toBeVisible();
    await expect(form.getByText('Please enter your country.')).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await form.getByLabel('Height unit').selectOption('in');
    await form.getByLabel('Weight unit').selectOption('lb');
    await form.getByLabel('Biological sex').selectOption('male');
    await fillAndSendByKeyboard(page, [
      [form.getByLabel('Age'), '34'],
      [form.getByLabel('Height', { exact: true }), '70'],
      [form.getByLabel('Weight', { exact: true }), '165'],
      [form.getByLabel('Country'), 'Canada'],
      [form.getByLabel('Province or state (optional)'), 'Ontario'],
      [form.getByLabel('City (optional)'), 'Toronto'],
    ]);
    await expect(page.getByRole('main').getByRole('status')).toContainText('your profile is complete');
    const stored = await page.evaluate(() => localStorage.getItem('user'));
    expect((JSON.parse(stored ?? '{}') as { on_boarding_step?: string }).on_boarding_step).toBe('completed');
    await expectNoSeriousA11yViolations(page);

    await page.getByRole('link', { name: 'See your profile' }).click();
    const details = page.getByRole('main');
    await expect(details).toContainText('70 in');
    await expect(details).toContainText('165 lb');
    await expect(details).toContainText('Toronto');
    // Done: the profile no longer offers the onboarding.
    await expect(page.getByRole('link', { name: 'Complete your profile' })).toHaveCount(0);
    expect(warnings).toEqual([]);
  });
}

test('careapp: /complete-profile asks a visitor without a session to log in, and login comes back', async ({
  page,
  request,
}) => {
  const email = await createVerifiedUser(request, 'onboard-guard');
  await page.goto('/complete-profile');
  const main = page.getByRole('main');
  await expect(main).toContainText('Log in to answer a few questions about your health.');
  await expectNoSeriousA11yViolations(page);
  await main.getByRole('link', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/login\?next=%2Fcomplete-profile$/);
  await sendPasswordLogin(page, email);
  await expect(page).toHaveURL(/\/complete-profile$/);
  await expect(page.getByRole('form', { name: 'Complete your profile' })).toBeVisible();
});

test('stud: email preferences are changed signed in, and again from the link of an email without a session', async ({
  page,
  browser,
  request,
}) => {
  const email = await createVerifiedUser(request, 'comms');
  await signIn(page, email, { base: '/stud' });
  await page.getByRole('link', { name: 'Email preferences' }).click();
  await expect(page).toHaveURL(/\/stud\/manage-communications$/);
  const form = page.getByRole('form', { name: 'Email preferences' });
  await expect(form).toContainText(`Emails to ${email.slice(0, 2)}***@example.com`);
  const choice = form.getByRole('checkbox', { name: 'Send me news and offers by email' });
  await expect(choice).toBeChecked();
  await expectNoSeriousA11yViolations(page);

  await choice.uncheck();
  await form.getByRole('button', { name: 'Save my choice' }).click();
  await expect(form.getByRole('status')).toHaveText('You will no longer get our emails.');
  await expectNoSeriousA11yViolations(page);

  // The link of an email carries the address's hash; it works in a browser with no session.
  const access = await page.evaluate(() => localStorage.getItem('access'));
  const mine = await request.get(`${API_URL}/api/stud/manage-communications/`, {
    headers: { authorization: `Bearer ${access}` },
  });
  const { i_hash: hash } = (await mine.json()) as { i_hash: string };
  const visitor = await browser.newContext();
  try {
    const fromEmail = await visitor.newPage();
    await fromEmail.goto(`/stud/manage-communications?i_hash=${encodeURIComponent(hash)}`);
    const linkForm = fromEmail.getByRole('form', { name: 'Email preferences' });
    const linkChoice = linkForm.getByRole('checkbox', { name: 'Send me news and offers by email' });
    await expect(linkChoice).not.toBeChecked();
    await expectNoSeriousA11yViolations(fromEmail);
    await linkChoice.check();
    await linkForm.getByRole('button', { name: 'Save my choice' }).click();
    await expect(linkForm.getByRole('status')).toHaveText('You will keep getting our emails.');

    // A link made up for another address is refused with a clear message.
    await fromEmail.goto(`/stud/manage-communications?i_hash=${'x'.repeat(43)}`);
    await expect(fromEmail.getByRole('main').getByRole('alert')).toHaveText(
      'This link is not valid. Open the link from our latest email again.',
    );
    await expectNoSeriousA11yViolations(fromEmail);
  } finally {
    await visitor.close();
  }
  await page.reload();
  await expect(
    page.getByRole('form', { name: 'Email preferences' }).getByRole('checkbox', {
      name: 'Send me news and offers by email',
    }),
  ).toBeChecked();
});

test('a subscription waits for the address owner: the emailed link opens stud’s email preferences, where they say yes', async ({
  page,
  request,
}) => {
  const email = uniqueEmail('welcome');
  const subscribe = await request.post(`${API_URL}/api/stud/subscribe/`, {
    data: { email, identifier: 'stud-home' },
  });
  expect(subscribe.status()).toBe(202);
  const confirm = await latestMail(request, email);
  expect(confirm.subject).toBe('Confirm your subscription');
  // The last line of the mail is the link, on stud's own host (the only brand with the page).
  const link = confirm.text.split('\n').at(-1) ?? '';
  expect(link).toMatch(new RegExp(`^${STUD_HOST_URL}/manage-communications\\?i_hash=[A-Za-z0-9_-]+$`));

  await page.goto(link);
  const form = page.getByRole('form', { name: 'Email preferences' });
  await expect(form).toContainText(`Emails to ${email.slice(0, 2)}***@example.com`);
  // Typed into a popup by anyone: no marketing mail until the owner says yes (double opt-in).
  const choice = form.getByRole('checkbox', { name: 'Send me news and offers by email' });
  await expect(choice).not.toBeChecked();
  await expectNoSeriousA11yViolations(page);
  await choice.check();
  await form.getByRole('button', { name: 'Save my choice' }).click();
  await expect(form.getByRole('status')).toHaveText('You will keep getting our emails.');
  await expectNoSeriousA11yViolations(page);

  // The choice is the address's: the API answers it for the link's hash, and the page after a reload.
  const hash = new URL(link).searchParams.get('i_hash') ?? '';
  const saved = await request.get(`${API_URL}/api/stud/manage-communications/?i_hash=${hash}`);
  expect(await saved.json()).toMatchObject({ check: true });
  await page.reload();
  await expect(
    page.getByRole('form', { name: 'Email preferences' }).getByRole('checkbox', {
      name: 'Send me news and offers by email',
    }),
  ).toBeChecked();
});
