// Careapp's conversation in Chromium against the real API and its built-in responder: messages over
// the WebSocket, replies with videos and questions, ratings, older messages on scroll, and a
// connection that drops and heals with no message lost or shown twice.
import { expect, test } from '../support/test';
import { expectNoSeriousA11yViolations } from '../support/accessibility';
import { roomSlug, said, send, signedInUser, storedMessages } from '../support/chat';
import { controlChatSocket, type DropPoint } from '../support/chat-socket';
import { API_URL } from '../support/stack';

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
