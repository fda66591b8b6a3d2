import { createServer, type Server } from 'node:http';
import { serveApp, type RunningServer } from '../support/servers';
import { EXTRA_PORTS } from '../support/stack';
import { expect, test } from '../support/test';

// A deployment whose runtime config names a scheduling provider. The provider is a fake on
// loopback that behaves as Calendly's widget.js does: it defines Calendly.initInlineWidget, which
// frames the booking page. The shared `test` fails on any CSP violation, so these also show that
// the page's policy lets exactly this provider's script and frame in.

const SHELL = `http://localhost:${EXTRA_PORTS.schedulerShell}`;
const PROVIDER = `http://127.0.0.1:${EXTRA_PORTS.fakeScheduler}`;
const scheduler = {
  provider: 'calendly',
  scriptUrl: `${PROVIDER}/widget.js`,
  bookingUrl: `${PROVIDER}/acme/consult`,
};

const WIDGET_JS = `window.Calendly = {
  initInlineWidget: function (options) {
    var frame = document.createElement('iframe');
    frame.src = options.url;
    frame.title = 'Booking calendar';
    frame.style.cssText = 'width:100%;height:100%;border:0';
    options.parentElement.appendChild(frame);
  }
};`;
const BOOKING_PAGE =
  '<!doctype html><html lang="en"><head><title>Pick a time</title></head>' +
  '<body><main><h1>Pick a time with Acme</h1><p>Tuesday 10:00</p></main></body></html>';

let provider: Server;
let shell: RunningServer;
const scriptLoads: string[] = [];

test.beforeAll(async () => {
  provider = createServer((request, response) => {
    if (request.url === '/widget.js') {
      scriptLoads.push(request.url);
      response.writeHead(200, { 'Content-Type': 'text/javascript' });
      response.end(WIDGET_JS);
    } else if (request.url?.startsWith('/acme/consult')) {
      response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
      response.end(BOOKING_PAGE);
    } else {
      response.writeHead(404).end();
    }
  });
  await new Promise<void>((resolve) => provider.listen(EXTRA_PORTS.fakeScheduler, '127.0.0.1', resolve));
  shell = await serveApp('host-shell', EXTRA_PORTS.schedulerShell, { config: { scheduler } });
});

test.afterAll(async () => {
  await shell?.close();
  await new Promise((resolve) => provider?.close(resolve));
});

test("the consult page loads the configured provider's script and frames its booking page, above the form", async ({
  page,
}) => {
  const response = await page.goto(`${SHELL}/varicocele/consult`);
  const policy = response?.headers()['content-security-policy'] ?? '';
  expect(policy).toMatch(new RegExp(`script-src [^;]*${PROVIDER.replace(/[.:/]/g, '\\$&')}`));
  expect(policy).toContain(`frame-src ${PROVIDER};`);
  expect(policy).not.toContain('scheduling.example.com');

  await expect(page.getByRole('heading', { level: 2, name: 'Pick a time online' })).toBeVisible();
  const calendar = page.frameLocator('iframe[title="Booking calendar"]');
  await expect(calendar.getByRole('heading', { name: 'Pick a time with Acme' })).toBeVisible();
  await expect(page.getByText('Loading the booking calendar…')).toHaveCount(0);
  await expect(page.getByRole('form', { name: 'Request a consult' })).toBeVisible();
  expect(scriptLoads).toHaveLength(1);
});

test('a provider script that cannot load (offline) leaves the form, with no apology', async ({ page }) => {
  await page.route(`${PROVIDER}/widget.js`, (route) => route.abort('internetdisconnected'));
  await page.goto(`${SHELL}/varicocele/consult`);
  await expect(page.getByRole('heading', { level: 1, name: 'Book a consult' })).toBeVisible();
  await expect(page.getByRole('form', { name: 'Request a consult' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Pick a time online' })).toHaveCount(0);
  await expect(page.getByText(/not available/i)).toHaveCount(0);
  await expect(page.locator('iframe')).toHaveCount(0);
});
