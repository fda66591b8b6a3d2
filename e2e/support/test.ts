// The `test` every spec imports: Playwright's, with a guard that fails the test on any
// Content-Security-Policy violation in any page of its browser context, whether the page reports
// it as a `securitypolicyviolation` event or Chromium only logs it to the console.
import { test as base, expect } from '@playwright/test';
import { failApi, failRemote, restore } from './faults';

/** Faults on demand (./faults.ts), as fixtures of every test. */
interface FaultFixtures {
  failRemote: typeof failRemote;
  failApi: typeof failApi;
  restore: typeof restore;
}

const REPORT_BINDING = '__reportCspViolation';

export const test = base.extend<FaultFixtures>({
  context: async ({ context }, use) => {
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
    await use(context);
    expect(violations, 'Content-Security-Policy violations').toEqual([]);
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
