// Careapp's attachments in Chromium against the real API: the browser's type and size checks and a
// picture sent, stored and shown from a signed address.
import { expect, test } from '../support/test';
import { expectNoSeriousA11yViolations } from '../support/accessibility';
import { said, signedInUser } from '../support/chat';
import { API_URL } from '../support/stack';

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
