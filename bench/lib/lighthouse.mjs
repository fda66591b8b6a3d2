// Lighthouse 13, mobile preset (its default simulated throttling), on each page of
// bench/pages.json: performance score, LCP, TBT, CLS and JS bytes. A fresh Chromium per run, so
// every run is a cold visit.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { createRequire } from 'node:module';
import { chromiumSettings } from './chromium.mjs';
import { pageStorage, storedCookies } from './page-state.mjs';
import { pageTokens } from './sign-in.mjs';
import { summarize } from './summary.mjs';

// Lighthouse drives Chromium with puppeteer-core; the bench uses the same copy to store a signed-in
// page's tokens first (it is Lighthouse's dependency, not one of ours).
const puppeteer = createRequire(import.meta.resolve('lighthouse'))('puppeteer-core');

/** Stores `values` in the local storage of `origin`, with their cookies, in the browser Lighthouse will use. */
async function storeInBrowser(port, origin, values) {
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${port}` });
  try {
    const page = await browser.newPage();
    await page.goto(`${origin}/config.json`);
    await page.evaluate(
      (entries, cookies) => {
        for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
        for (const { name, value } of cookies) document.cookie = `${name}=${value}; Path=/; SameSite=Lax`;
      },
      values,
      storedCookies(values),
    );
    await page.close();
  } finally {
    await browser.disconnect();
  }
}

async function runOnce(url, stored) {
  const { executablePath, args } = chromiumSettings();
  const chrome = await chromeLauncher.launch({
    chromePath: executablePath,
    chromeFlags: ['--headless=new', ...args],
  });
  try {
    if (stored) await storeInBrowser(chrome.port, new URL(url).origin, stored);
    // No config: Lighthouse's default is the mobile preset with simulated throttling. A signed-in
    // page keeps its storage (the tokens); the cache is still cold, as the browser is new.
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
      disableStorageReset: Boolean(stored),
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
      // Lighthouse's own measure of this machine's speed at the run (higher is faster): the
      // simulated 4× CPU scales the tasks it saw, so TBT moves with it from one hour to the next.
      cpuIndex: lhr.environment?.benchmarkIndex ?? null,
    };
  } finally {
    chrome.kill();
  }
}

/**
 * One run, tried again once when Lighthouse fails (it sometimes loses the trace on a busy machine,
 * NO_NAVSTART); a second failure leaves the run out of the median instead of ending the bench.
 */
async function runWithRetry(url, stored, log) {
  for (let attempt = 1; attempt <= 2; attempt += 1) {
    try {
      return await runOnce(url, stored);
    } catch (error) {
      log(`bench: ${error.message}${attempt === 1 ? ' (trying again)' : ' (run left out)'}`);
    }
  }
  return {};
}

/** Every page `runs` times; `[{ name, path, score, lcpMs, tbtMs, cls, jsTransferBytes }]` summarized. */
export async function measureLighthouse({ shellUrl, apiUrl, pages, runs, log }) {
  const tokens = await pageTokens(apiUrl, pages);
  const results = [];
  for (const page of pages) {
    const runsOfPage = [];
    for (let run = 0; run < runs; run += 1) {
      log(`bench: lighthouse ${page.name} run ${run + 1}/${runs}`);
      // Tokens of a signed-in page, and a cart page's checkoutId (pages.json `auth`, `cartLines`).
      const values = { ...(page.auth ? tokens[page.auth] : {}), ...(await pageStorage(page, apiUrl)) };
      const stored = Object.keys(values).length ? values : null;
      runsOfPage.push(await runWithRetry(`${shellUrl}${page.path}`, stored, log));
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
      cpuIndex: of('cpuIndex'),
    });
  }
  return results;
}
