// Lighthouse 13, mobile preset (its default simulated throttling), on each page of
// bench/pages.json: performance score, LCP, TBT, CLS and JS bytes. A fresh Chromium per run, so
// every run is a cold visit.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromiumSettings } from './chromium.mjs';
import { pageUrl } from './page-url.mjs';
import { summarize } from './summary.mjs';

async function runOnce(url) {
  const { executablePath, args } = chromiumSettings();
  const chrome = await chromeLauncher.launch({
    chromePath: executablePath,
    chromeFlags: ['--headless=new', ...args],
  });
  try {
    // No config: Lighthouse's default is the mobile preset with simulated throttling.
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
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
async function runWithRetry(url, log) {
  for (let attempt = 1; attempt <= 2; attempt += 1) {
    try {
      return await runOnce(url);
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
      runsOfPage.push(await runWithRetry(await pageUrl(shellUrl, apiUrl, page), log));
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
