// axe-core on a page of a browser test. The shared `test` (./test.ts, ./a11y-scan.ts) scans every
// page a test visits on its own; a test calls expectNoSeriousA11yViolations for a state within a
// page that the automatic scans would not see (an open dialog, a form showing its errors).
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** What the team standard fails a test on. */
const FAILING_IMPACTS = new Set(['serious', 'critical']);

/**
 * Whether axe-core is in the page's document already (an earlier scan left it there). Sending its
 * 600 KB again takes most of a scan's time, and a document is scanned again after each route
 * change and at the end of the test. A page with frames gets it afresh: each frame needs its copy.
 *
 * Not put in every document by `context.addInitScript` instead: measured over eight pages
 * (2026-11-28), that saved the scans' injections (1.8-2.1 s) but made each navigation about 140 ms
 * slower (axe-core compiled and run in every document as it starts), 75 ms a page in all, and it
 * would change the timing of every page the tests load.
 */
async function axeIsInjected(page: Page): Promise<boolean> {
  if (page.frames().length > 1) return false;
  return page.evaluate(() => typeof (window as { axe?: { run?: unknown } }).axe?.run === 'function');
}

/** Longest a scan waits for animations to end (a dialog fades in over 150 ms). */
const ANIMATION_WAIT_MS = 2_000;

/**
 * Lets the page's finite CSS animations and transitions end: colours measured mid-fade (a dialog
 * appearing from opacity 0) are not what anyone reads, and axe-core reported the Save button of a
 * dialog still fading in as too faint. Endless ones (spinners, skeleton pulses) are not waited for.
 */
async function animationsEnded(page: Page): Promise<void> {
  await page
    .evaluate(async (limitMs) => {
      const ending = document
        .getAnimations()
        .filter(
          (animation) =>
            animation.playState === 'running' && animation.effect?.getComputedTiming().endTime !== Infinity,
        )
        .map((animation) => animation.finished.catch(() => undefined));
      await Promise.race([Promise.all(ending), new Promise((resolve) => setTimeout(resolve, limitMs))]);
    }, ANIMATION_WAIT_MS)
    .catch(() => undefined);
}

/**
 * The serious and critical axe-core violations on the page as it is now (once its finite
 * animations have ended), one line per rule:
 * `rule (impact): element, element`. The page's scan state (./a11y-scan.ts) counts it as scanned.
 */
export async function seriousA11yViolations(page: Page): Promise<string[]> {
  await animationsEnded(page);
  const address = page.url();
  // With axe-core injected already, AxeBuilder's injection is an empty statement.
  const axeSource = (await axeIsInjected(page)) ? ';' : undefined;
  const { violations } = await new AxeBuilder({ page, axeSource })
    // axe.run in the page itself: the default (runPartial, then finishRun) opens a blank page in
    // the test's browser context for every scan, which is slower and shows up in context.pages().
    .setLegacyMode()
    // Passes and incomplete results are never read: leaving their details out keeps scans short.
    .options({ resultTypes: ['violations'] })
    .analyze();
  // Bookkeeping only: a page that has moved on since keeps its own state.
  await page
    .evaluate((scanned) => {
      (window as unknown as { __e2eA11yScanned?: (address: string) => void }).__e2eA11yScanned?.(scanned);
    }, address)
    .catch(() => undefined);
  return violations
    .filter((violation) => FAILING_IMPACTS.has(violation.impact ?? ''))
    .map(
      (violation) =>
        `${violation.id} (${violation.impact}): ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    );
}

/** Runs axe-core on the page as it is now: no serious or critical violation may be found. */
export async function expectNoSeriousA11yViolations(page: Page): Promise<void> {
  expect(await seriousA11yViolations(page), `axe-core violations on ${page.url()}`).toEqual([]);
}
