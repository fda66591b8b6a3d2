import { expectNoSeriousA11yViolations } from '../support/accessibility';
import { useSessionCookie } from '../support/session';
import { API_URL } from '../support/stack';
import { expect, test } from '../support/test';

const EDITOR = { email: 'editor@example.com', password: 'editor-pass-123' };

test('an editor on /ab_test sees the overlay and switches variants without view events', async ({
  page,
  request,
}) => {
  const response = await request.post(`${API_URL}/api/users/login/`, { data: EDITOR });
  const { data } = (await response.json()) as {
    data: { access: string; refresh: string; user_data: object };
  };
  await useSessionCookie(page);
  await page.addInitScript((session) => {
    localStorage.setItem('access', session.access);
    localStorage.setItem('refresh', session.refresh);
    localStorage.setItem('user', JSON.stringify(session.user_data));
  }, data);
  const viewEvents: string[] = [];
  page.on('request', (sent) => {
    if (sent.url().includes('/api/ab_test/set-event/')) viewEvents.push(sent.url());
  });

  await page.goto('/ab_test/stud/');
  const overlay = page.getByRole('group', { name: 'A/B test Home hero: support vs. comfort' });
  await expect(overlay).toContainText(/Variant [12] of 2/);
  await expect(overlay.getByRole('link', { name: 'Edit' })).toHaveAttribute(
    'href',
    '/ab_test/stud/admin/ab-content/stud-home-hero/',
  );
  await expectNoSeriousA11yViolations(page);
  const before = await overlay.textContent();
  await overlay.getByRole('button', { name: 'Next variant' }).click();
  await expect(overlay).not.toHaveText(before ?? '');
  // Move to variant 1, whose script stamps the block: it ran once, under the page's CSP.
  if (!(await overlay.textContent())?.includes('Variant 1 of 2'))
    await overlay.getByRole('button', { name: 'Previous variant' }).click();
  await expect(overlay).toContainText('Variant 1 of 2');
  await expect(page.locator('[data-ab-identifier="stud-home-hero"]')).toHaveAttribute(
    'data-script-runs',
    '1',
  );
  expect(viewEvents).toEqual([]);
});

test('visitors see the same content without the overlay on /ab_test', async ({ page }) => {
  await page.goto('/ab_test/stud/');
  await expect(page.locator('[data-ab-identifier="stud-home-hero"]')).toBeVisible();
  await expect(page.getByText(/Variant \d of \d/)).toHaveCount(0);
});

test('a visitor sends a view event for a block once it is half visible', async ({ page }) => {
  const viewed = page.waitForRequest(
    (sent) =>
      sent.url().includes('/api/ab_test/set-event/') &&
      (sent.postDataJSON() as { identifier?: string }).identifier === 'stud-home-hero',
  );
  await page.goto('/stud/');
  const body = (await viewed).postDataJSON() as { event_name: string; event_value: number };
  expect(body.event_name).toBe('view');
  expect([1, 2]).toContain(body.event_value);
});

test('the subscription popup opens after 30 s on a listed page and never after subscribing', async ({
  page,
}) => {
  await page.clock.install();
  await page.goto('/stud/about');
  await expect(page.locator('[data-ab-identifier]').first()).toBeVisible();
  await page.clock.fastForward(29_000);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await page.clock.fastForward(1_500);
  const dialog = page.getByRole('dialog', { name: 'Get 10 percent off your first order' });
  await expect(dialog).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await dialog.getByLabel('Email').fill('reader@example.com');
  await dialog.getByRole('button', { name: 'Subscribe' }).click();
  await expect(page.getByRole('dialog', { name: 'Check your email' })).toBeVisible();

  await page.reload();
  await expect(page.locator('[data-ab-identifier]').first()).toBeVisible();
  await page.clock.fastForward(60_000);
  await expect(page.getByRole('dialog')).toHaveCount(0);
});
