import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/accessibility';
import {
  BRIEF_M,
  checkoutHeading,
  chooseDeliveryAndGateway,
  fillNewYorkAddress,
  payButton,
  useCart,
} from '../support/checkout';
import { root, serveApp, type RunningServer } from '../support/servers';
import { BASE_PORT, EXTRA_PORTS, shellOrigins } from '../support/stack';
import { expect, test } from '../support/test';

// A real gateway (keys configured, ADR 0100): an API with a Stripe secret key, talking to a fake Stripe
// on loopback (the provider is the edge), and a shell whose runtime config has a publishable key.
// This machine has no internet and js.stripe.com is blocked below, so the test shows in a real
// browser what the unit tests show with a mocked SDK: the real step is fetched only after Pay,
// the page's CSP lets Stripe.js load, and a Stripe.js that cannot load keeps the cart.

const SHELL = `http://localhost:${EXTRA_PORTS.realPaymentsShell}`;
const API = `http://127.0.0.1:${EXTRA_PORTS.realPaymentsApi}`;
const CHECKOUT_REMOTE = `http://127.0.0.1:${BASE_PORT + 2}`;

let fakeStripe: Server;
const intents: { amount: number; currency: string; idempotencyKey: string }[] = [];
let api: ChildProcess;
let dataDir: string;
let shell: RunningServer;

async function until(ready: () => Promise<boolean>, what: string): Promise<void> {
  for (let tries = 0; tries < 120; tries += 1) {
    if (await ready().catch(() => false)) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`${what} did not start`);
}

test.beforeAll(async () => {
  // Stripe's PaymentIntents API, as far as create-payment uses it.
  fakeStripe = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      const form = new URLSearchParams(body);
      const id = `pi_e2e${intents.length + 1}`;
      intents.push({
        amount: Number(form.get('amount')),
        currency: form.get('currency') ?? '',
        idempotencyKey: String(request.headers['idempotency-key'] ?? ''),
      });
      response.writeHead(200, { 'Content-Type': 'application/json' });
      response.end(
        JSON.stringify({
          id,
          object: 'payment_intent',
          amount: Number(form.get('amount')),
          currency: form.get('currency'),
          status: 'requires_payment_method',
          client_secret: `${id}_secret_e2e`,
        }),
      );
    });
  });
  await new Promise<void>((resolve) => fakeStripe.listen(EXTRA_PORTS.fakeStripe, '127.0.0.1', resolve));

  dataDir = mkdtempSync(join(tmpdir(), 'e2e-real-payments-'));
  api = spawn(process.execPath, ['api-server/dist/server.js'], {
    cwd: root,
    stdio: 'ignore',
    env: {
      PATH: process.env.PATH,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      PORT: String(EXTRA_PORTS.realPaymentsApi),
      HOST: '127.0.0.1',
      CORS_ORIGINS: shellOrigins(EXTRA_PORTS.realPaymentsShell).join(','),
      STRIPE_SECRET_KEY: 'sk_test_e2e',
      STRIPE_API_URL: `http://127.0.0.1:${EXTRA_PORTS.fakeStripe}`,
    },
  });
  await until(async () => (await fetch(`${API}/api/rest/rest-check/`)).ok, 'the API with Stripe keys');
  shell = await serveApp('host-shell', EXTRA_PORTS.realPaymentsShell, {
    config: {
      apiBaseUrl: API,
      wsBaseUrl: API.replace('http', 'ws'),
      payments: { stripePublishableKey: 'pk_test_e2e' },
    },
  });
});

test.afterAll(async () => {
  await shell?.close();
  if (api && api.exitCode === null) {
    const exited = new Promise((resolve) => api.once('exit', resolve));
    api.kill('SIGTERM');
    await exited;
  }
  await new Promise((resolve) => fakeStripe?.close(resolve));
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

/** The checkout remote's scripts the page received, with their text. */
function checkoutScripts(page: Page): { url: string; text: Promise<string> }[] {
  const scripts: { url: string; text: Promise<string> }[] = [];
  page.on('response', (response) => {
    const url = response.url();
    if (url.startsWith(CHECKOUT_REMOTE) && url.endsWith('.js')) scripts.push({ url, text: response.text() });
  });
  return scripts;
}
const loadsStripeJs = async (scripts: { text: Promise<string> }[]) =>
  (await Promise.all(scripts.map((script) => script.text))).some((text) => text.includes('js.stripe.com'));

test('with Stripe keys, Pay fetches the real card step; Stripe.js unreachable keeps the cart and says so', async ({
  page,
  request,
}) => {
  const stripeJs: string[] = [];
  await page.route(/js\.stripe\.com/, (route) => {
    stripeJs.push(route.request().url());
    return route.abort('internetdisconnected');
  });
  const scripts = checkoutScripts(page);

  const created = await request.post(`${API}/api/ecom/create-checkout/`, {
    data: { input: { lines: [{ variantId: BRIEF_M, quantity: 1 }], channel: 'default-channel' } },
  });
  expect(created.ok(), await created.text()).toBe(true);
  const { checkoutCreate } = (await created.json()) as {
    checkoutCreate: { checkout: { id: string }; checkoutSecret: string };
  };
  const checkoutId = checkoutCreate.checkout.id;
  await useCart(page, { id: checkoutId, secret: checkoutCreate.checkoutSecret });
  await page.goto(`${SHELL}/stud/checkout`);
  await expect(checkoutHeading(page)).toBeVisible();
  await fillNewYorkAddress(page, 'real@example.com');
  await chooseDeliveryAndGateway(page, 'stripe');
  await expectNoSeriousA11yViolations(page);
  // Nothing of Stripe's before Pay: neither the SDK package nor its script.
  expect(await loadsStripeJs(scripts)).toBe(false);
  expect(stripeJs).toEqual([]);

  await payButton(page).click();
  await expect(page.getByRole('alert')).toHaveText(
    'The secure card form could not be loaded. Check your connection and press Pay again.',
  );
  expect(stripeJs.length).toBeGreaterThan(0);
  expect(await loadsStripeJs(scripts)).toBe(true);
  // The API made one PaymentIntent for its own total (the brief, $28.80, free shipping).
  expect(intents).toEqual([
    { amount: 2880, currency: 'usd', idempotencyKey: expect.stringMatching(/^payment-/) },
  ]);
  await expect(payButton(page)).toBeEnabled();
  await expect(checkoutHeading(page)).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('checkoutId'))).toBe(checkoutId);
  await expectNoSeriousA11yViolations(page);
});
