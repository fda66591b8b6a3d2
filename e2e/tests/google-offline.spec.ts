import { expect, test } from '../support/test';
import { serveApp, type RunningServer } from '../support/servers';
import { EXTRA_PORTS } from '../support/stack';

// A shell configured with a Google client id, on a machine where Google's script cannot load
// (no internet here; the request is also blocked below so the test means the same anywhere).
const SHELL_PORT = EXTRA_PORTS.googleShell;
let shell: RunningServer;

test.beforeAll(async () => {
  shell = await serveApp('host-shell', SHELL_PORT, {
    config: { googleClientId: 'e2e-client-id.apps.googleusercontent.com' },
  });
});

test.afterAll(async () => {
  await shell.close();
});

test('with a Google client id set and Google unreachable, the shop and the login page still render', async ({
  page,
}) => {
  const googleRequests: string[] = [];
  await page.route(/accounts\.google\.com|gstatic\.com/, (route) => {
    googleRequests.push(route.request().url());
    return route.abort('internetdisconnected');
  });

  await page.goto(`http://localhost:${SHELL_PORT}/stud/`);
  await expect(page.getByRole('banner').getByRole('link', { name: 'SHOP', exact: true })).toBeVisible();
  // The home's own content (a heading) rendered, whatever its text is today.
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();

  await page.goto(`http://localhost:${SHELL_PORT}/login`);
  await expect(page.getByRole('main')).toContainText(/log ?in/i);
  expect(googleRequests.length).toBeGreaterThan(0);
});
