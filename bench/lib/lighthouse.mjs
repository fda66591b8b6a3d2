// Lighthouse 13, mobile preset (its default simulated throttling), on each page of
// bench/pages.json: performance score, LCP, TBT, CLS and JS bytes. A fresh Chromium per run, so
// every run is a cold visit.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { ROOT } from '../../scripts/lib/workspace.mjs';
import { chromiumSettings } from './chromium.mjs';
import { pageStorage, writeStorage } from './page-state.mjs';
import { pageUrl } from './page-url.mjs';
import { summarize } from './summary.mjs';

/**
 * Writes `items` into the local storage of `url`'s origin in the Chromium on `port`, from the
 * shell's /config.json (a same-origin document that loads no script, so the page's own files stay
 * uncached for the measured visit). Playwright (the browser tests') drives it over CDP.
 */
async function seedStorage(port, url, items) {
  const { chromium } = createRequire(join(ROOT, 'e2e', 'package.json'))('@playwright/test');
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  const [context] = browser.contexts();
  const page = await context.newPage();
  await page.goto(new URL('/config.json', url).href);
  await page.evaluate(writeStorage, items);
  await page.close();
}

async function runOnce(url, storage) {
  const { executablePath, args } = chromiumSettings();
  const chrome = await chromeLauncher.launch({
    chromePath: executablePath,
    chromeFlags: ['--headless=new', ...args],
  });
  try {
    const seeded = Object.keys(storage).length > 0;
    if (seeded) await seedStorage(chrome.port, url, storage);
    // No config: Lighthouse's default is the mobile preset with simulated throttling. A seeded
    // page keeps its storage (Lighthouse would clear it first); the browser is new, so its
    // cache is still empty.
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
      disableStorageReset: seeded,
    });
    const { lhr } = result;
    if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.message}`);
    const numeric = (id) => lhr.audits[id]?.numericValue ?? null;
    const scripts = (lhr.audits['network-requests']?.details?.items ?? []).filter(
      (item) => item.resourceType === 'Script',
    );
    return {
      score:
        lhr.categories.performance.score === null ? null : Math.round(lhr.categories.performance.score * 100),
      lcpMs: numeric('largest-contentful-paint'),
      tbtMs: numeric('total-blocking-time'),
      cls: numeric('cumulative-layout-shift'),
      fcpMs: numeric('first-contentful-paint'),
      jsTransferBytes: scripts.reduce((sum, item) => sum + (item.transferSize ?? 0), 0),
      jsRequests: scripts.length,
    };
  } finally {
    chrome.kill();
  }
}

/**
 * One run, tried again once when Lighthouse fails (it sometimes loses the trace on a busy machine,
 * NO_NAVSTART); a second failure leaves the run out of the median instead of ending the bench.
 */
async function runWithRetry(url, storage, log) {
  for (let attempt = 1; attempt <= 2; attempt += 1) {
    try {
      return await runOnce(url, await storage());
    } catch (error) {
      log(`bench: ${error.message}${attempt === 1 ? ' (trying again)' : ' (run left out)'}`);
    }
  }
  return {};
}

/** Every page `runs` times; `[{ name, path, score, lcpMs, tbtMs, cls, jsTransferBytes }]` summarized. */
export async function measureLighthouse({ shellUrl, apiUrl, pages, runs, log }) {
  const results = [];
  for (const page of pages) {
    const runsOfPage = [];
    for (let run = 0; run < runs; run += 1) {
      log(`bench: lighthouse ${page.name} run ${run + 1}/${runs}`);
      // A new session per run, one cart per page (pages.json `session`, `cartLines`, `cart`).
      const storage = () => pageStorage(page, apiUrl);
      runsOfPage.push(await runWithRetry(await pageUrl(shellUrl, apiUrl, page), storage, log));
    }
    const of = (key) => summarize(runsOfPage.map((r) => r[key]));
    results.push({
      name: page.name,
      path: page.path,
      score: of('score'),
      lcpMs: of('lcpMs'),
      tbtMs: of('tbtMs'),
      cls: of('cls'),
      fcpMs: of('fcpMs'),
      jsTransferBytes: of('jsTransferBytes'),
      jsRequests: of('jsRequests'),
    });
  }
  return results;
}
