import { expect, test as unguarded } from '@playwright/test';
import { test } from '../support/test';
import { BASE_PORT, SHELL_URL } from '../support/stack';

const CONTENT_REMOTE_URL = `http://127.0.0.1:${BASE_PORT + 5}/`;

test("the shell's page is sent with a Content-Security-Policy and the other security headers", async ({
  request,
}) => {
  const response = await request.get(`${SHELL_URL}/stud`);
  const headers = response.headers();
  expect(headers['content-security-policy']).toContain("object-src 'none'");
  expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
  expect(headers['content-security-policy']).toContain("base-uri 'none'");
  expect(headers['content-security-policy']).not.toMatch(/script-src[^;]*'unsafe-inline'/);
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['cross-origin-opener-policy']).toBe('same-origin-allow-popups');
});

test("a remote's standalone page is sent with the same security headers", async ({ request }) => {
  const headers = (await request.get(CONTENT_REMOTE_URL)).headers();
  expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
});

test('the standalone page of a remote renders under its policy', async ({ page }) => {
  await page.goto(CONTENT_REMOTE_URL);
  await expect(page.getByRole('navigation', { name: 'Pages of the content remote' })).toBeVisible();
});

// Without the guard: this test makes a violation on purpose and checks the browser refuses it.
unguarded('an injected inline script does not run', async ({ page }) => {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  await page.goto(`${SHELL_URL}/stud`);
  await expect(page.getByRole('main')).toBeVisible();
  await page.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'window.__injected = true;';
    document.body.append(script);
  });
  expect(
    await page.evaluate(() => (window as unknown as { __injected?: boolean }).__injected),
  ).toBeUndefined();
  await expect.poll(() => violations.length).toBeGreaterThan(0);
});
