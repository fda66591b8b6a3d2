import { expectNoSeriousA11yViolations } from '../support/accessibility';
import { expect, test } from '../support/test';

test('the contact form sends a message and says so', async ({ page }) => {
  await page.goto('/stud/contact');
  const form = page.getByRole('form', { name: 'Send us a message' });
  await form.getByRole('button', { name: 'Send message' }).click();
  await expect(form.getByText('Please enter your first name.')).toBeVisible();
  await form.getByLabel('First name').fill('Ada');
  await form.getByLabel('Last name').fill('Lovelace');
  await form.getByLabel('Email').fill('ada@example.com');
  await form.getByLabel('Message').fill('Which size fits a 33 inch waist?');
  await form.getByRole('button', { name: 'Send message' }).click();
  await expect(page.getByRole('heading', { name: 'Thank you, your message is on its way' })).toBeVisible();
});

test('without a scheduling provider the consult page offers its form, which sends varicocele_grade and leads to /consult/success', async ({
  page,
}) => {
  const elsewhere: string[] = [];
  page.on('request', (request) => {
    if (!/^http:\/\/(localhost|127\.0\.0\.1)[:/]/.test(request.url())) elsewhere.push(request.url());
  });
  await page.goto('/varicocele/consult');
  await expect(page.getByRole('heading', { level: 1, name: 'Book a consult' })).toBeVisible();
  const form = page.getByRole('form', { name: 'Request a consult' });
  await expect(form).toBeVisible();
  // No calendar and no apology: the form is the way to book.
  await expect(page.getByRole('heading', { name: 'Pick a time online' })).toHaveCount(0);
  await expect(page.getByText(/not available/i)).toHaveCount(0);

  await form.getByLabel('First name').fill('Sam');
  await form.getByLabel('Last name').fill('Lee');
  await form.getByLabel('Email').fill('sam@example.com');
  await form.getByRole('radio', { name: 'Grade 2' }).check();
  await form.getByRole('checkbox', { name: 'Male infertility' }).check();
  await form.getByLabel('Message').fill('I would like to talk about my options.');
  await expectNoSeriousA11yViolations(page);
  const sent = page.waitForRequest(
    (request) => request.method() === 'POST' && request.url().endsWith('/api/contactus-form/'),
  );
  await form.getByRole('button', { name: 'Request consult' }).click();
  const body = (await sent).postDataJSON() as Record<string, unknown>;
  expect(body).toMatchObject({
    form_type: 'consult',
    varicocele_grade: 'grade_2',
    symptoms: ['male_infertility'],
  });
  expect(body).not.toHaveProperty('grade');
  await expect(page).toHaveURL(/\/varicocele\/consult\/success$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Thank you');
  expect(elsewhere).toEqual([]);
});

test('the consultation form says what is missing before it sends anything', async ({ page }) => {
  await page.goto('/varicocele/consult');
  const form = page.getByRole('form', { name: 'Request a consult' });
  await form.getByRole('button', { name: 'Request consult' }).click();
  await expect(form.getByText('Please enter your first name.')).toBeVisible();
  await expect(form.getByText('Please choose a grade.')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await expect(page).toHaveURL(/\/varicocele\/consult$/);
});

test('an assessment keeps answers on going back, submits, and its result shows on /data/assessment', async ({
  page,
}) => {
  await page.goto('/varicocele/assess-pain');
  const form = page.getByRole('form', { name: 'Assessment' });
  await expect(form.getByText('Step 1 of 3')).toBeVisible();
  await form.getByRole('radio', { name: 'Mild' }).check();
  await form
    .getByRole('radiogroup', { name: 'Is the pain dull and dragging rather than sharp?' })
    .getByRole('radio', { name: 'No' })
    .check();
  await form.getByRole('button', { name: 'Next' }).click();
  await expect(form.getByText('Step 2 of 3')).toBeVisible();
  await form.getByRole('button', { name: 'Back' }).click();
  await expect(form.getByRole('radio', { name: 'Mild' })).toBeChecked();
  await form.getByRole('button', { name: 'Next' }).click();
  for (const group of await form.getByRole('radiogroup').all())
    await group.getByRole('radio').first().check();
  await form.getByRole('button', { name: 'Next' }).click();
  await expect(form.getByText('Step 3 of 3')).toBeVisible();
  for (const group of await form.getByRole('radiogroup').all())
    await group.getByRole('radio').first().check();
  await form.getByRole('button', { name: 'See my result' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Pain assessment: Low' })).toBeVisible();

  await page.getByRole('link', { name: 'See all your results' }).click();
  await expect(page).toHaveURL(/\/varicocele\/data\/assessment$/);
  await expect(page.getByRole('heading', { level: 2, name: 'Pain assessment: Low' })).toBeVisible();
});
