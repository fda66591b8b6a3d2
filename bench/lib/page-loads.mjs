// A cold visit of each page in Chromium over an emulated mobile network (Lighthouse's slow-4G
// figures): the gzipped JS and CSS it downloads before its content, by package, the copies of
// each singleton, and the round trips between the HTML and the remote page's files.
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { ROOT, SHELL } from '../../scripts/lib/workspace.mjs';
import { builtText, pageStartFiles } from './build-graph.mjs';
import { chromiumSettings } from './chromium.mjs';
import { bytesByPackage, singletonCopies } from './packages.mjs';
import { roundTrips } from './round-trips.mjs';
import { pageTokens } from './sign-in.mjs';
import { summarize } from './summary.mjs';
import { pageStorage, storedCookies } from './page-state.mjs';

/** Lighthouse's mobile preset: 150 ms round trip, 1.6 Mbit/s down, 750 kbit/s up. */
const MOBILE_NETWORK = {
  offline: false,
  latency: 150,
  downloadThroughput: (1.6 * 1024 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
};

async function visit(browser, url, stored) {
  const context = await browser.newContext();
  // A signed-in page finds its tokens in local storage before any of its scripts runs.
  if (stored) {
    await context.addInitScript((entries) => {
      for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
    }, stored);
    await context.addCookies(storedCookies(stored).map((cookie) => ({ ...cookie, url })));
  }
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', MOBILE_NETWORK);
  const finished = [];
  page.on('requestfinished', (request) => finished.push(request));
  await page.goto(url, { waitUntil: 'networkidle', timeout: 120_000 });
  // A page that sent the visit elsewhere (a checkout with no cart to /cart, a guarded page to
  // /login) would be measured as another page: say so instead of reporting its figures.
  const path = (href) => new URL(href).pathname.replace(/\/+$/, '');
  if (path(page.url()) !== path(url))
    throw new Error(`${url} ended on ${page.url()}: its local storage (pages.json) is not what it needs`);
  const requests = [];
  for (const request of finished) {
    const timing = request.timing();
    const response = await request.response();
    const type = request.resourceType();
    const isCode = type === 'script' || type === 'stylesheet';
    requests.push({
      url: request.url(),
      type,
      isDocument: type === 'document' && request.frame() === page.mainFrame() && !request.redirectedFrom(),
      start: timing.startTime,
      end: timing.startTime + Math.max(timing.responseEnd, 0),
      gzipBytes: isCode && response ? gzipSync(await response.body()).length : 0,
    });
  }
  await context.close();
  return roundTrips(requests);
}

/** The app serving a URL (by port) and the file name, or null for other origins. */
function fileOf(url, ports) {
  const { port, pathname } = new URL(url);
  const app = Object.entries(ports).find(([, appPort]) => String(appPort) === port)?.[0];
  return app && app !== 'api' ? { app, file: pathname.slice(1) } : null;
}

export async function measurePageLoads({ shellUrl, apiUrl, ports, pages, builds, runs, log }) {
  const tokens = await pageTokens(apiUrl, pages);
  const { chromium } = createRequire(join(ROOT, 'e2e', 'package.json'))('@playwright/test');
  const browser = await chromium.launch(chromiumSettings());
  try {
    const results = [];
    for (const page of pages) {
      const trips = [];
      let last;
      for (let run = 0; run < runs; run += 1) {
        log(`bench: page load ${page.name} run ${run + 1}/${runs}`);
        // Tokens of a signed-in page, and a cart page's checkoutId (pages.json `auth`, `cartLines`).
        const values = { ...(page.auth ? tokens[page.auth] : {}), ...(await pageStorage(page, apiUrl)) };
        const stored = Object.keys(values).length ? values : null;
        last = await visit(browser, `${shellUrl}${page.path}`, stored);
        const remoteFiles = last.filter((request) => fileOf(request.url, ports)?.app === page.remote);
        trips.push(remoteFiles.length ? Math.max(...remoteFiles.map((request) => request.depth)) : null);
      }
      results.push({
        name: page.name,
        path: page.path,
        roundTrips: summarize(trips),
        ...codeOf(last, page, ports, builds),
      });
    }
    return results;
  } finally {
    await browser.close();
  }
}

/** Bytes by package of the last visit, and whether the build-graph model predicts the same files. */
function codeOf(requests, page, ports, builds) {
  const files = requests
    .filter((request) => request.gzipBytes > 0)
    .map((request) => {
      const where = fileOf(request.url, ports);
      const build = where && builds.get(where.app);
      const chunk = build?.byFile.get(where.file);
      return {
        app: where?.app ?? new URL(request.url).host,
        file: where?.file ?? request.url,
        gzipBytes: request.gzipBytes,
        chunk,
        // The built file the response came from: what packages.mjs splits by package.
        text: chunk ? builtText(build, where.file) : undefined,
        type: request.type,
        depth: request.depth,
      };
    });
  const js = files.filter((file) => file.type === 'script');
  const css = files.filter((file) => file.type === 'stylesheet');
  const predicted = pageStartFiles(page, builds).filter((file) => file.file.endsWith('.js'));
  const sum = (list) => list.reduce((total, file) => total + file.gzipBytes, 0);
  return {
    jsGzipBytes: sum(js),
    cssGzipBytes: sum(css),
    jsFiles: js.length,
    jsByPackage: bytesByPackage(js),
    copies: singletonCopies(js),
    // The budget check of npm test counts from the builds alone; this shows it sees the same bytes.
    budgetModelJsGzipBytes: sum(predicted),
    waves: requests.map((request) => ({ depth: request.depth, url: request.url, type: request.type })),
    shellApp: SHELL.name,
  };
}
