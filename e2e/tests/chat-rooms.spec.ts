// Careapp's chat rooms in Chromium against the real API: /app signed out and signed in, the
// phone's start button, rooms loaded 10 at a time, renamed and deleted, and a room that does not exist.
import { expect, test } from '../support/test';
import { createVerifiedUser, PASSWORD } from '../support/accounts';
import { expectNoSeriousA11yViolations } from '../support/accessibility';
import { said, signedInUser } from '../support/chat';
import { sendPasswordLogin } from '../support/sign-in';
import { API_URL } from '../support/stack';

test('careapp: /app signed out goes to login, and login comes back to /app', async ({ page, request }) => {
  const email = await createVerifiedUser(request, 'chat-guard');
  await page.goto('/app');
  await expect(page).toHaveURL(/\/login\?next=%2Fapp$/);
  await expectNoSeriousA11yViolations(page);
  await sendPasswordLogin(page, email, PASSWORD);
  await expect(page).toHaveURL(/\/app$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Your health chat' })).toBeVisible();
  await expect(page.getByText('No conversations yet. Ask your first question to start one.')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

test('careapp on a phone: the "Start a chat" button is busy while the room is made, then opens it; desktop widths hide it', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await signedInUser(page, request, 'fab');
  await page.goto('/app');
  await expect(page.getByRole('heading', { level: 1, name: 'Your health chat' })).toBeVisible();
  const fab = page.getByRole('button', { name: 'Start a chat' });
  await expect(fab).toBeVisible();

  // The room is made only when the test lets the request through, so the busy state can be seen.
  let letThrough: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    letThrough = resolve;
  });
  await page.route(`${API_URL}/api/chat-room/`, async (route) => {
    if (route.request().method() === 'POST') await held;
    await route.continue();
  });
  await fab.click();
  await expect(fab).toBeDisabled();
  await expect(fab).toHaveAttribute('aria-busy', 'true');
  await expectNoSeriousA11yViolations(page);
  letThrough();
  await expect(page).toHaveURL(/\/app\/[A-Za-z0-9_-]+$/);
  await expect(page.getByRole('textbox', { name: 'Your message' })).toBeEnabled();
  await expect(said(page, 'You')).toHaveCount(0);

  // On the list page at desktop widths the new-conversation panel is in view: no floating button.
  await page.goto('/app');
  await expect(page.getByRole('heading', { level: 1, name: 'Your health chat' })).toBeVisible();
  await page.setViewportSize({ width: 1024, height: 768 });
  await expect(page.getByRole('button', { name: 'Start a chat' })).toBeHidden();
});

test('careapp: rooms load 10 at a time, are renamed, and deleted only after the confirmation', async ({
  page,
  request,
}) => {
  await signedInUser(page, request, 'rooms');
  const access = await page.evaluate(() => localStorage.getItem('access'));
  for (let index = 1; index <= 11; index += 1) {
    const created = await request.post(`${API_URL}/api/chat-room/`, {
      headers: { Authorization: `Bearer ${access}` },
      data: { name: `Question ${index}` },
    });
    expect(created.status()).toBe(201);
  }
  await page.goto('/app');
  const rooms = page.getByRole('region', { name: 'Your conversations' });
  await expect(rooms.getByRole('listitem')).toHaveCount(10);
  await rooms.getByRole('button', { name: 'Load more' }).click();
  await expect(rooms.getByRole('listitem')).toHaveCount(11);
  await expect(rooms.getByRole('button', { name: 'Load more' })).toHaveCount(0);

  await rooms.getByRole('button', { name: 'Rename “Question 11”' }).click();
  const rename = page.getByRole('dialog', { name: 'Rename conversation' });
  await expectNoSeriousA11yViolations(page);
  await rename.getByLabel('Name').fill('Pain after training');
  await rename.getByRole('button', { name: 'Save' }).click();
  await expect(rename).toBeHidden();
  await expect(rooms.getByRole('link', { name: 'Pain after training' })).toBeVisible();
  await expect(rooms.getByRole('link', { name: 'Question 11' })).toHaveCount(0);

  await rooms.getByRole('button', { name: 'Delete “Pain after training”' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete this conversation?' });
  await expect(confirm).toContainText('“Pain after training” and all its messages will be deleted.');
  await expectNoSeriousA11yViolations(page);
  await confirm.getByRole('button', { name: 'Keep it' }).click();
  await expect(confirm).toBeHidden();
  await expect(rooms.getByRole('link', { name: 'Pain after training' })).toBeVisible();

  await rooms.getByRole('button', { name: 'Delete “Pain after training”' }).click();
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(confirm).toBeHidden();
  await expect(rooms.getByRole('link', { name: 'Pain after training' })).toHaveCount(0);
  await expect(rooms.getByRole('heading', { name: 'Your conversations' })).toBeFocused();
  await page.reload();
  await expect(rooms.getByRole('link', { name: 'Question 1', exact: true })).toBeVisible();
  await expect(rooms.getByRole('link', { name: 'Pain after training' })).toHaveCount(0);
});

test('careapp: /app/{slug} of a room that does not exist says so and leads back to the list', async ({
  page,
  request,
}) => {
  await signedInUser(page, request, 'unknown');
  await page.goto('/app/no-such-room');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Conversation not found');
  await expect(page.getByRole('alert')).toContainText('This conversation does not exist or is not yours.');
  await expect(page.getByRole('textbox')).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('link', { name: 'See your conversations' }).click();
  await expect(page).toHaveURL(/\/app$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Your health chat' })).toBeVisible();
});
