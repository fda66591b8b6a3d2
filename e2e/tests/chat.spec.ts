// Careapp's health chat in Chromium against the real API and its built-in responder:
// /app and /app/{slug} signed in, rooms, messages over the WebSocket, feedback, attachments, and
// a connection that drops and heals with no message lost or shown twice.
import { expect, test } from '../support/test';
import type { APIRequestContext, Page } from '@playwright/test';
import { createVerifiedUser, PASSWORD } from '../support/accounts';
import { expectNoSeriousA11yViolations } from '../support/accessibility';
import { controlChatSocket, type DropPoint } from '../support/chat-socket';
import { sendPasswordLogin, signIn } from '../support/sign-in';
import { API_URL } from '../support/stack';

/** A new careapp user, signed in through the login page. */
async function signedInUser(page: Page, request: APIRequestContext, label: string): Promise<string> {
  const email = await createVerifiedUser(request, `chat-${label}`);
  await signIn(page, email);
  return email;
}

/** The room shown now, its slug from the address. */
function roomSlug(page: Page): string {
  return decodeURIComponent(new URL(page.url()).pathname.replace(/^\/app\//, ''));
}

/** The messages the API stored in a room, oldest first, read with the page's own token. */
async function storedMessages(page: Page, request: APIRequestContext, room: string) {
  const access = await page.evaluate(() => localStorage.getItem('access'));
  const response = await request.get(`${API_URL}/api/chat-room-messages/${room}/?limit=25&offset=0`, {
    headers: { Authorization: `Bearer ${access}` },
  });
  expect(response.ok()).toBe(true);
  const { results } = (await response.json()) as { results: { is_ai: boolean; message: string }[] };
  return results;
}

const said = (page: Page, who: 'You' | 'CareApp') => page.getByRole('article', { name: `${who} said` });

async function send(page: Page, text: string) {
  const box = page.getByRole('textbox', { name: 'Your message' });
  await box.fill(text);
  await box.press('Enter');
}

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

test('careapp: a suggestion starts a chat; the controls wait for the reply, which brings videos and related questions', async ({
  page,
  request,
}) => {
  const socket = await controlChatSocket(page);
  await signedInUser(page, request, 'new');
  await page.goto('/app');
  const suggestions = page.getByRole('region', { name: 'Suggested questions' });
  await expect(suggestions.getByRole('button')).not.toHaveCount(0);
  await expectNoSeriousA11yViolations(page);

  socket.hold();
  await suggestions.getByRole('button', { name: 'What is a varicocele?' }).click();
  await expect(page).toHaveURL(/\/app\/[A-Za-z0-9_-]+$/);
  await expect(said(page, 'You')).toHaveText(/What is a varicocele\?/);
  // The reply is held back: nothing can be sent or attached meanwhile, and the page says why.
  await expect(page.getByText('Waiting for the reply…')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Send' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Attach a file' })).toBeDisabled();
  await expect(page.getByRole('textbox', { name: 'Your message' })).toBeDisabled();
  await expectNoSeriousA11yViolations(page);

  socket.release();
  const reply = said(page, 'CareApp');
  await expect(reply).toContainText('not medical advice');
  const videos = reply.getByRole('region', { name: 'Recommended videos' }).getByRole('link');
  await expect(videos).not.toHaveCount(0);
  await expect(videos.first()).toHaveAttribute('target', '_blank');
  // A video's link leads to its page on the API, which names it.
  const href = (await videos.first().getAttribute('href')) ?? '';
  expect(href).toMatch(new RegExp(`^${API_URL}/api/chat-videos/[a-z0-9-]+/$`));
  const videoPage = await request.get(href);
  expect(videoPage.ok()).toBe(true);
  expect(await videoPage.text()).toContain(
    `<h1>${(await videos.first().textContent())?.split(' · ')[0]}</h1>`,
  );
  await expect(page.getByRole('button', { name: 'Attach a file' })).toBeEnabled();
  // The room took its name from the first question.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('What is a varicocele?');
  await expectNoSeriousA11yViolations(page);

  // A related question is asked with one click and answered in turn.
  const related = page.getByRole('region', { name: 'Related questions' }).getByRole('button');
  await expect(related).not.toHaveCount(0);
  const question = (await related.first().textContent()) ?? '';
  await related.first().click();
  await expect(said(page, 'You')).toHaveCount(2);
  await expect(said(page, 'You').nth(1)).toContainText(question);
  await expect(said(page, 'CareApp')).toHaveCount(2);

  // From the keyboard: Enter sends, the box waits disabled for the reply, and then the writer is
  // back in it, typing the next question without reaching for the mouse.
  const box = page.getByRole('textbox', { name: 'Your message' });
  await box.focus();
  await page.keyboard.type('Is it hereditary?');
  socket.hold();
  await page.keyboard.press('Enter');
  await expect(said(page, 'You')).toHaveCount(3);
  await expect(box).toBeDisabled();
  socket.release();
  await expect(said(page, 'CareApp')).toHaveCount(3);
  await expect(box).toBeEnabled();
  await expect(box).toBeFocused();
  await page.keyboard.type('Thanks');
  await expect(box).toHaveValue('Thanks');
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

test('careapp: a reply is rated with a thumb and a sentence, and the rating is still there after a reload', async ({
  page,
  request,
}) => {
  await signedInUser(page, request, 'feedback');
  await page.goto('/app');
  const ask = page.getByRole('textbox', { name: 'Ask a health question' });
  await ask.fill('How can I improve my sperm quality?');
  await ask.press('Enter');
  const reply = said(page, 'CareApp');
  await expect(reply).toContainText('not medical advice');

  const notHelpful = reply.getByRole('button', { name: 'Not helpful' });
  await notHelpful.click();
  await expect(notHelpful).toHaveAttribute('aria-pressed', 'true');
  await reply.getByLabel('Tell us more (optional)').fill('I wanted numbers.');
  await reply.getByRole('button', { name: 'Send feedback' }).click();
  await expect(reply.getByText('Thank you for your feedback.')).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await page.reload();
  await expect(said(page, 'You')).toHaveText(/How can I improve my sperm quality\?/);
  await expect(said(page, 'CareApp').getByRole('button', { name: 'Not helpful' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(said(page, 'CareApp')).toHaveCount(1);
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

test('careapp: the browser refuses a file of another type or over 5 MB, and sends an allowed picture', async ({
  page,
  request,
}) => {
  await signedInUser(page, request, 'files');
  const sentFrames: string[] = [];
  const socketUrls: string[] = [];
  page.on('websocket', (ws) => socketUrls.push(ws.url()));
  // Messages only: the auth frame that opens each socket is not one.
  page.on('websocket', (ws) =>
    ws.on('framesent', (frame) => {
      const payload = String(frame.payload);
      if (!payload.startsWith('{"type":"auth"')) sentFrames.push(payload);
    }),
  );
  await page.goto('/app');
  await page.getByRole('textbox', { name: 'Ask a health question' }).fill('Hello');
  await page.getByRole('textbox', { name: 'Ask a health question' }).press('Enter');
  await expect(said(page, 'CareApp')).toHaveCount(1);
  expect(sentFrames).toHaveLength(1);
  // The token travels in the first frame: URLs end up in logs.
  expect(socketUrls.length).toBeGreaterThan(0);
  for (const url of socketUrls) expect(new URL(url).search).toBe('');

  // The file input is behind the "Attach a file" button, as a person's file picker is.
  const picker = page.locator('input[type="file"]');
  await picker.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
  await expect(page.getByRole('alert')).toHaveText(
    'notes.txt cannot be attached. Attach PNG, JPEG or WebP images, or a PDF, up to 5 MB.',
  );
  await expectNoSeriousA11yViolations(page);
  await picker.setInputFiles({
    name: 'scan.png',
    mimeType: 'image/png',
    buffer: Buffer.alloc(5 * 1024 * 1024 + 1),
  });
  await expect(page.getByRole('alert')).toHaveText('scan.png is larger than 5 MB. Attach a smaller file.');
  expect(sentFrames, 'nothing sent for a refused file').toHaveLength(1);

  const onePixel = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
    'base64',
  );
  await picker.setInputFiles({ name: 'rash.png', mimeType: 'image/png', buffer: onePixel });
  await expect(page.getByRole('alert')).toHaveCount(0);
  await expect(page.getByText('Attached: rash.png')).toBeVisible();
  await page.getByRole('textbox', { name: 'Your message' }).fill('Is this rash serious?');
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(said(page, 'You').nth(1).getByRole('img', { name: 'Attached image' })).toBeVisible();
  await expect(said(page, 'CareApp')).toHaveCount(2);
  expect(sentFrames.some((frame) => frame.includes('"file":"data:image/png;base64,'))).toBe(true);

  // Stored apart: after a reload the picture comes from its signed link on the API's origin, and
  // loads there (the shell runs on another origin).
  await page.reload();
  const shown = said(page, 'You').nth(1).getByRole('img', { name: 'Attached image' });
  await expect(shown).toBeVisible();
  const src = (await shown.getAttribute('src')) ?? '';
  expect(src.startsWith(`${API_URL}/api/chat-files/`), src).toBe(true);
  expect(new URL(src).search).toMatch(/^\?exp=\d+&sig=[0-9a-f]{64}$/);
  await expect
    .poll(() => shown.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth))
    .toBe(1);
  await expectNoSeriousA11yViolations(page);
});

for (const [point, what] of [
  ['before-the-server', 'a message the server never got'],
  ['after-the-server-stored-it', 'a reply that never reached the page'],
] as const satisfies readonly (readonly [DropPoint, string])[]) {
  test(`careapp: after the socket drops, the chat reconnects and shows ${what} once`, async ({
    page,
    request,
  }) => {
    const socket = await controlChatSocket(page);
    await signedInUser(page, request, `drop-${point.slice(0, 5)}`);
    await page.goto('/app');
    await page.getByRole('textbox', { name: 'Ask a health question' }).fill('What is a varicocele?');
    await page.getByRole('textbox', { name: 'Ask a health question' }).press('Enter');
    await expect(said(page, 'CareApp')).toHaveCount(1);
    await expect(page.getByRole('status').filter({ hasText: 'Connected' })).toBeVisible();

    socket.dropOnNextMessage(point);
    await send(page, 'What are the signs of low testosterone?');
    await expect(page.getByText(/Connection lost\. Reconnecting \(attempt 1\)…/)).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'Connected' })).toBeVisible();
    await expect(said(page, 'CareApp')).toHaveCount(2);
    await expect(said(page, 'You')).toHaveCount(2);
    await expect(
      said(page, 'You').filter({ hasText: 'What are the signs of low testosterone?' }),
    ).toHaveCount(1);
    expect(socket.connections()).toBe(2);

    // The API stored each message once, and a reload shows the same conversation.
    const stored = await storedMessages(page, request, roomSlug(page));
    expect(stored.map((message) => message.is_ai)).toEqual([false, true, false, true]);
    await page.reload();
    await expect(said(page, 'You')).toHaveCount(2);
    await expect(said(page, 'CareApp')).toHaveCount(2);
    await expectNoSeriousA11yViolations(page);
  });
}

test('careapp: older messages load on scroll up with the reading position kept, and a new reply does not pull the view down', async ({
  page,
  request,
}) => {
  await signedInUser(page, request, 'history');
  const access = (await page.evaluate(() => localStorage.getItem('access'))) ?? '';
  const created = await request.post(`${API_URL}/api/chat-room/`, {
    headers: { Authorization: `Bearer ${access}` },
    data: {},
  });
  const { slug } = (await created.json()) as { slug: string };
  // 15 questions and their replies (30 messages, over one page of 25), sent as the page would.
  await page.evaluate(
    async ({ url, origin, token }) =>
      new Promise<void>((resolve, reject) => {
        const socket = new WebSocket(url);
        let replies = 0;
        socket.onopen = () => {
          socket.send(JSON.stringify({ type: 'auth', token }));
          for (let index = 1; index <= 15; index += 1)
            socket.send(
              JSON.stringify({
                type: 'message',
                client_id: crypto.randomUUID(),
                message: `Question ${index} about testosterone`,
                file: null,
              }),
            );
        };
        socket.onmessage = (event) => {
          const frame = JSON.parse(String(event.data)) as { type: string };
          if (frame.type === 'error') reject(new Error(String(event.data)));
          if (frame.type === 'reply' && ++replies === 15) {
            socket.close();
            resolve();
          }
        };
        socket.onclose = (event) => {
          if (replies < 15) reject(new Error(`closed with ${event.code} from ${origin}`));
        };
      }),
    {
      url: `${API_URL.replace(/^http/, 'ws')}/ws/chat/${slug}/`,
      origin: page.url(),
      token: access,
    },
  );

  await page.goto(`/app/${slug}`);
  const log = page.getByRole('region', { name: 'Messages' });
  await expect(log.getByRole('article')).toHaveCount(25);
  await expect(page.getByRole('status').filter({ hasText: 'Connected' })).toBeVisible();
  const reading = await log.getByRole('article').first().elementHandle();
  await log.evaluate((element) => {
    element.scrollTop = 0;
  });
  await expect(log.getByRole('article')).toHaveCount(30);
  await expect(log.getByRole('article').first()).toContainText('Question 1 about testosterone');
  // What the reader was looking at is still where it was, under the page that came in above it.
  const [box, frame] = await Promise.all([reading.boundingBox(), log.boundingBox()]);
  expect(box!.y).toBeGreaterThanOrEqual(frame!.y - 5);
  expect(box!.y).toBeLessThan(frame!.y + frame!.height / 2);
  await expectNoSeriousA11yViolations(page);

  // A reply arriving while the reader is up there leaves the view where it is.
  const before = await log.evaluate((element) => element.scrollTop);
  await send(page, 'One more about testosterone');
  await expect(log.getByRole('article')).toHaveCount(32);
  expect(await log.evaluate((element) => element.scrollTop)).toBe(before);
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
