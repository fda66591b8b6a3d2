// The `test` every spec imports: Playwright's, with two guards over every page of its browser
// context. It fails the test on any Content-Security-Policy violation, whether the page reports it
// as a `securitypolicyviolation` event or Chromium only logs it to the console; and on any serious
// or critical axe-core violation of a page the test visited (./a11y-scan.ts says when pages are
// scanned).
import { test as base, expect } from '@playwright/test';
import { A11yScanner, type A11yScanMode } from './a11y-scan';
import { failApi, failRemote, restore } from './faults';

/** Faults on demand (./faults.ts), as fixtures of every test. */
interface FaultFixtures {
  failRemote: typeof failRemote;
  failApi: typeof failApi;
  restore: typeof restore;
}

interface A11yOptions {
  /**
   * How the test's pages are scanned with axe-core (./a11y-scan.ts): `test.use({ a11yScan:
   * 'no-wait' })`, with a comment saying why, for the few tests that need another mode than
   * `settle`. The report shows any other mode as an annotation.
   */
  a11yScan: A11yScanMode;
}

const REPORT_BINDING = '__reportCspViolation';

export const test = base.extend<FaultFixtures & A11yOptions>({
  a11yScan: ['settle', { option: true }],
  context: async ({ context, a11yScan }, use, testInfo) => {
    const violations: string[] = [];
    await context.exposeBinding(REPORT_BINDING, (_source, report: string) => {
      violations.push(report);
    });
    await context.addInitScript((binding) => {
      document.addEventListener('securitypolicyviolation', (event) => {
        const report = (window as unknown as Record<string, (text: string) => Promise<void>>)[binding];
        void report?.(
          `${event.effectiveDirective} blocked ${event.blockedURI || 'an inline script'} on ${event.documentURI}`,
        );
      });
    }, REPORT_BINDING);
    context.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
    });
    if (a11yScan !== 'settle') testInfo.annotations.push({ type: 'a11y scan', description: a11yScan });
    const a11y = a11yScan === 'off' ? undefined : await A11yScanner.watch(context, a11yScan);
    await use(context);
    const a11yViolations = (await a11y?.finish(context, testInfo)) ?? [];
    expect(violations, 'Content-Security-Policy violations').toEqual([]);
    expect(a11yViolations, 'axe-core violations (page: rule (impact): elements)').toEqual([]);
  },
  page: async ({ page }, use) => {
    await A11yScanner.ready(page);
    await use(page);
  },
  // A tab's faults end with its browser context, so these need no teardown.
  // eslint-disable-next-line no-empty-pattern
  failRemote: async ({}, use) => use(failRemote),
  // eslint-disable-next-line no-empty-pattern
  failApi: async ({}, use) => use(failApi),
  // eslint-disable-next-line no-empty-pattern
  restore: async ({}, use) => use(restore),
});

export { expect };
