import type { APIRequestContext, Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/accessibility';
import { CUSTOMER, logIn, useSessionCookie, type Tokens } from '../support/session';
import { API_URL } from '../support/stack';
import { expect, test } from '../support/test';

// The A/B overlay's Edit link leads to the product's own editor (ADR 0031): an editor or an
// admin changes a variant's markup there and sees it on the page; anyone else gets neither the
// overlay nor the editor.

const EDITOR = { email: 'editor@example.com', password: 'editor-pass-123' };
const BLOCK = 'stud-discount-offer';
const PAGE = '/ab_test/stud/discount';
const EDITOR_PAGE = `/ab_test/stud/admin/ab-content/${BLOCK}/`;

interface Variant {
  variant: number;
  content: string;
  script: string | null;
}

/** Signs the page in as the product does: tokens and the stored user. */
async function signIn(page: Page, request: APIRequestContext, user: { email: string; password: string }) {
  const response = await request.post(`${API_URL}/api/users/login/`, { data: user });
  const { data } = (await response.json()) as { data: Tokens & { user_data: object } };
  await useSessionCookie(page);
  await page.addInitScript((session) => {
    if (sessionStorage.getItem('e2e-signed-in')) return;
    sessionStorage.setItem('e2e-signed-in', '1');
    localStorage.setItem('access', session.access);
    localStorage.setItem('refresh', session.refresh);
    localStorage.setItem('user', JSON.stringify(session.user_data));
  }, data);
}

test('an editor goes from the overlay to the editor, changes the variant shown and sees it on the page', async ({
  page,
  request,
}) => {
  const editor = await logIn(request, EDITOR);
  const auth = { authorization: `Bearer ${editor.access}` };
  const stored = (await (
    await request.get(`${API_URL}/api/ab_test/content/${BLOCK}/`, { headers: auth })
  ).json()) as {
    data: { variants: Variant[] };
  };
  await signIn(page, request, EDITOR);
  try {
    await page.goto(PAGE);
    const overlay = page.getByRole('group', { name: 'A/B test Discount offer' });
    await expect(overlay).toContainText(/Variant [12] of 2/);
    const shown = Number(/Variant (\d) of 2/.exec((await overlay.textContent()) ?? '')?.[1]);
    await expectNoSeriousA11yViolations(page);

    await overlay.getByRole('link', { name: 'Edit' }).click();
    await expect(page).toHaveURL(new RegExp(`${EDITOR_PAGE}$`));
    await expect(page.getByRole('heading', { level: 1, name: 'Edit A/B content' })).toBeVisible();
    const form = page.getByRole('form', { name: `Variant ${shown}` });
    await expect(form.getByRole('textbox', { name: 'Markup (HTML)' })).toHaveValue(
      stored.data.variants[shown - 1]?.content ?? '',
    );
    await expectNoSeriousA11yViolations(page);

    // A script that would not run is refused with the server's reason; nothing is saved.
    await form.getByRole('textbox', { name: /^Script/ }).fill('block.dataset.x = (;');
    await form.getByRole('button', { name: `Save variant ${shown}` }).click();
    await expect(form.getByRole('alert')).toContainText('The script has a syntax error and was not saved');
    await expectNoSeriousA11yViolations(page);

    await form.getByRole('textbox', { name: /^Script/ }).fill('');
    await form
      .getByRole('textbox', { name: 'Markup (HTML)' })
      // A <script> in markup never runs (not in the preview, not on the page). An inline handler
      // would do no harm either, but Chromium reports it as a CSP violation even while DOMPurify
      // parses it inertly, and this suite fails on any violation.
      .fill('<h1>Four pairs, one price</h1><p>Edited in the product.</p><script>window.hacked = 1</script>');
    const preview = form.getByRole('region', { name: `Preview of variant ${shown}` });
    await expect(preview.getByRole('heading', { name: 'Four pairs, one price' })).toBeVisible();
    await expect(preview).toContainText('The page leaves out what could run code: <script>');
    await form.getByRole('button', { name: `Save variant ${shown}` }).click();
    await expect(form.getByRole('status')).toContainText(`Variant ${shown} saved at`);
    await expectNoSeriousA11yViolations(page);

    await page.getByRole('link', { name: 'Back to the page' }).click();
    await expect(page).toHaveURL(new RegExp(`${PAGE}$`));
    await expect(
      page.getByRole('main').getByRole('heading', { level: 1, name: 'Four pairs, one price' }),
    ).toBeVisible();
    await expect(overlay).toContainText(`Variant ${shown} of 2`);
    expect(await page.evaluate(() => (window as unknown as { hacked?: number }).hacked)).toBeUndefined();
    await expectNoSeriousA11yViolations(page);
  } finally {
    // Other specs read this page: put the seeded variants back.
    for (const variant of stored.data.variants)
      await request.put(`${API_URL}/api/ab_test/content/${BLOCK}/${variant.variant}/`, {
        headers: auth,
        data: { content: variant.content, script: variant.script },
      });
  }
});

test('a customer gets no overlay and cannot reach the editor', async ({ page, request }) => {
  await signIn(page, request, CUSTOMER);
  await page.goto(PAGE);
  await expect(page.locator(`[data-ab-identifier="${BLOCK}"]`)).toBeVisible();
  await expect(page.getByRole('group', { name: /^A\/B test/ })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);

  await page.goto(EDITOR_PAGE);
  await expect(
    page.getByRole('heading', { level: 1, name: 'This page is for editors and admins' }),
  ).toBeVisible();
  await expect(page.getByRole('textbox')).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
});

test("a visitor who opens the editor's address is sent to login first", async ({ page }) => {
  await page.goto(EDITOR_PAGE);
  await expect(page).toHaveURL(/\/login\?next=/);
  await expectNoSeriousA11yViolations(page);
});
