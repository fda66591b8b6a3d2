// Every page a browser test visits is scanned with axe-core (team standard: no serious or critical
// violation), without a call in each spec. The scans run inside the test's own flow, never beside
// it, so they cannot race a navigation, and they wait until the page has settled:
//
// - In each top document, a script marks <html> as due when the page's address changes (a new
//   document, or the router moving to another route) and notes when the DOM last changed.
// - A Playwright locator handler on that mark runs before the test's next action or assertion on
//   the page: it waits until the page has settled (no request in flight and no DOM change for
//   QUIET_MS, nothing aria-busy; at most SETTLE_CAP_MS), scans it and removes the mark.
// - A page still due when the test leaves it (goto, reload, back, forward, close) or ends is
//   scanned the same way first; at the end, so is any page that changed since its last scan.
// - A test's own expectNoSeriousA11yViolations counts as the scan of that state.
//
// Violations fail the test at its end, each named by the page's address and the rule. Pages of
// contexts a test makes itself (browser.newContext) are not watched: such tests scan them by hand.
import type { BrowserContext, Page, Request, TestInfo } from '@playwright/test';
import { seriousA11yViolations } from './accessibility';

const DUE = 'data-e2e-a11y-due';
/** How long the network and the DOM stay still before a page counts as settled. */
const QUIET_MS = 300;
/** How long a page may take to settle before it is scanned as it is (a held reply, a slow remote). */
const SETTLE_CAP_MS = 5_000;
const POLL_MS = 100;
/** Long-lived connections that never finish while the page is open. */
const NEVER_FINISHING = new Set(['websocket', 'eventsource']);
/** A scan cut short because the page moved on or closed; the next document is scanned on its own. */
const PAGE_WENT_AWAY =
  /Execution context was destroyed|Target page, context or browser has been closed|Frame was detached|navigat/i;

interface PageState {
  /** The mark is on: the address changed since the last scan. */
  due: boolean;
  /** The DOM changed since the last scan. */
  changed: boolean;
  quietForMs: number;
  ready: boolean;
  busy: boolean;
}

type StateReader = { __e2eA11yState?: () => PageState };

/** Runs in every document of the context, before the page's own scripts (a string for addInitScript). */
function trackDocument(due: string): void {
  if (window !== window.top) return;
  // Taken before page.clock can replace it: quiet time is real time.
  const now = performance.now.bind(performance);
  let lastChange = now();
  let changed = true;
  let markedAddress = '';
  const markIfMoved = () => {
    const address = location.href.split('#')[0] ?? '';
    if (address === markedAddress || !document.documentElement) return;
    markedAddress = address;
    document.documentElement.setAttribute(due, '');
  };
  // The router changes the DOM whenever it moves, so watching the DOM also sees every new address.
  new MutationObserver((records) => {
    if (records.every((record) => record.attributeName === due)) return;
    lastChange = now();
    changed = true;
    markIfMoved();
  }).observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
  document.addEventListener('DOMContentLoaded', markIfMoved);
  Object.defineProperties(window, {
    __e2eA11yState: {
      value: (): PageState => ({
        due: document.documentElement?.hasAttribute(due) ?? false,
        changed,
        quietForMs: now() - lastChange,
        ready: document.readyState === 'complete',
        busy: document.querySelector('[aria-busy="true"]') !== null,
      }),
    },
    // Called by seriousA11yViolations after each scan, the automatic ones and a test's own, with
    // the address it scanned: a page that moved on meanwhile stays due.
    __e2eA11yScanned: {
      value: (scanned: string) => {
        if (scanned !== location.href) return;
        document.documentElement?.removeAttribute(due);
        changed = false;
      },
    },
  });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * How a test's pages are scanned (the `a11yScan` option of the shared `test`):
 * - `settle`: the default above.
 * - `no-wait`: the handler scans a newly visited page only if it has settled already, and never
 *   waits for it; pages left and the final state are scanned as usual. For a test that checks a
 *   passing state right after a navigation (a deliberately slow remote or API still loading),
 *   which waiting for the page to settle would skip past.
 * - `off`: no automatic scan at all. Only for a page that cannot pass by design; prefer the others.
 */
export type A11yScanMode = 'settle' | 'no-wait' | 'off';

/** Watches the pages of one browser context; `finish` scans what is left and returns the violations. */
export class A11yScanner {
  private static readonly byContext = new WeakMap<BrowserContext, A11yScanner>();
  private readonly violations = new Set<string>();
  private readonly watching = new WeakMap<Page, Promise<void>>();
  private readonly inFlight = new WeakMap<Page, Set<Request>>();
  private readonly lastNetworkAt = new WeakMap<Page, number>();

  private constructor(private readonly waitOnArrival: boolean) {}

  static async watch(context: BrowserContext, mode: Exclude<A11yScanMode, 'off'>): Promise<A11yScanner> {
    const scanner = new A11yScanner(mode === 'settle');
    await context.addInitScript(`(${trackDocument.toString()})(${JSON.stringify(DUE)})`);
    context.on('page', (page) => {
      // A page closed at once (before its handler is in place) has nothing left to scan.
      const watching = scanner.watchPage(page).catch((error: unknown) => {
        if (!page.isClosed()) throw error;
      });
      scanner.watching.set(page, watching);
    });
    A11yScanner.byContext.set(context, scanner);
    return scanner;
  }

  /** Resolves once the page's handler is in place (the shared `page` fixture waits for it). */
  static async ready(page: Page): Promise<void> {
    await A11yScanner.byContext.get(page.context())?.watching.get(page);
  }

  private async watchPage(page: Page): Promise<void> {
    const requests = new Set<Request>();
    this.inFlight.set(page, requests);
    this.lastNetworkAt.set(page, Date.now());
    page.on('request', (request) => {
      if (NEVER_FINISHING.has(request.resourceType())) return;
      requests.add(request);
      this.lastNetworkAt.set(page, Date.now());
    });
    const done = (request: Request) => {
      if (requests.delete(request)) this.lastNetworkAt.set(page, Date.now());
    };
    page.on('requestfinished', done);
    page.on('requestfailed', done);
    this.scanBeforeLeaving(page);
    await page.addLocatorHandler(
      page.locator(`html[${DUE}]`),
      async () => {
        if (this.waitOnArrival) await this.settleAndScan(page);
        else if (await this.settled(page)) await this.scan(page);
      },
      // The scan removes the mark, but a page that moves on meanwhile is marked again; the test
      // goes on either way, and the handler runs again before its next step.
      { noWaitAfter: true },
    );
  }

  /** Wraps the calls that leave a page, so a page still due is scanned before it goes. */
  private scanBeforeLeaving(page: Page): void {
    const before = async () => {
      if (/^https?:/.test(page.url()) && (await this.state(page))?.due) await this.settleAndScan(page);
    };
    const { goto, reload, goBack, goForward, close } = page;
    page.goto = async (...args) => before().then(() => goto.apply(page, args));
    page.reload = async (...args) => before().then(() => reload.apply(page, args));
    page.goBack = async (...args) => before().then(() => goBack.apply(page, args));
    page.goForward = async (...args) => before().then(() => goForward.apply(page, args));
    page.close = async (...args) => before().then(() => close.apply(page, args));
  }

  private async state(page: Page): Promise<PageState | undefined> {
    if (page.isClosed()) return undefined;
    try {
      return await page.evaluate(() => (window as unknown as StateReader).__e2eA11yState?.());
    } catch (error) {
      if (PAGE_WENT_AWAY.test(String(error))) return undefined;
      throw error;
    }
  }

  private async settled(page: Page): Promise<boolean> {
    const requests = this.inFlight.get(page);
    const lastNetworkAt = this.lastNetworkAt.get(page) ?? 0;
    if (!requests || requests.size > 0 || Date.now() - lastNetworkAt < QUIET_MS) return false;
    const state = await this.state(page);
    return state !== undefined && state.ready && !state.busy && state.quietForMs >= QUIET_MS;
  }

  private async settleAndScan(page: Page): Promise<void> {
    const deadline = Date.now() + SETTLE_CAP_MS;
    while (Date.now() < deadline && !(await this.settled(page))) await sleep(POLL_MS);
    await this.scan(page);
  }

  private async scan(page: Page): Promise<void> {
    const address = page.url();
    // A new tab's first about:blank is no page of the product.
    if (page.isClosed() || !/^https?:/.test(address)) return;
    try {
      for (const violation of await seriousA11yViolations(page))
        this.violations.add(`${address}: ${violation}`);
    } catch (error) {
      if (page.isClosed() || PAGE_WENT_AWAY.test(String(error))) return;
      throw error;
    }
  }

  /** Scans each open page that is due or changed since its last scan; returns every violation seen. */
  async finish(context: BrowserContext, testInfo: TestInfo): Promise<string[]> {
    // A test that already failed says why; scanning its pages would only add noise and time.
    if (testInfo.status === testInfo.expectedStatus) {
      for (const page of context.pages()) {
        if (!/^https?:/.test(page.url())) continue;
        const state = await this.state(page);
        if (state && (state.due || state.changed)) await this.settleAndScan(page);
      }
    }
    return [...this.violations];
  }
}
