// Faults on demand for browser tests (docs/recovery-testing.md), for the product's own suites and
// testers' own:
//
//   import { failRemote, failApi, restore } from 'e2e/faults';
//   await failRemote(page, 'shop', 'chunk-404', { path: '/stud/shop' });
//   await expect(page.getByRole('button', { name: 'Retry' })).toBeVisible();
//   await restore(page);
//
// A tab's faults go through `?mf-fault=` (the shell keeps them for the tab and shows a banner);
// faults for everyone through the shell server's /__mf-fault route (`pnpm fault`). Both need
// `faultInjection: true` in the runtime config, as `npm start` and these tests serve it.
// docs/recovery-testing.md says what each mode does and what the shell does about it.
import { expect, type APIRequestContext, type Page } from '@playwright/test';

/** Remotes of the product. */
export type RemoteName = 'shop' | 'checkout' | 'auth' | 'chat' | 'content';
/** What a remote's files do. */
export type RemoteFaultMode = 'down' | 'entry-500' | 'chunk-404' | `slow:${number}` | 'stale';
/**
 * What the shell's server meets of a remote's server build, for everyone only (docs/recovery-testing.md
 * "On the shell's server"): the renderer streams the remote's placeholder and the browser loads it.
 */
export type ServerFaultMode = 'server-down' | 'server-throws' | `server-slow:${number}`;
/** What the API does. */
export type ApiFaultMode = 'api-down' | `api-slow:${number}` | 'api-401';

export interface FaultOptions {
  /**
   * The page to open with the fault, relative to the test's baseURL or absolute. Default: the
   * page's current address (reloaded with the fault).
   */
  path?: string;
}

/** The banner the shell shows in a tab with faults. */
export function faultBanner(page: Page) {
  return page.getByRole('complementary', { name: 'Fault injection' });
}

async function openWithFault(page: Page, fault: string, { path }: FaultOptions): Promise<void> {
  const current = page.url();
  if (!path && (current === 'about:blank' || current === '')) {
    throw new Error('Open a page of the shell first, or pass { path } to say which page to break.');
  }
  const target = path ?? current;
  const absolute = /^https?:\/\//.test(target);
  const url = new URL(target, absolute ? undefined : 'http://relative.invalid');
  url.searchParams.set('mf-fault', fault);
  await page.goto(absolute ? url.href : `${url.pathname}${url.search}${url.hash}`);
  await expect(faultBanner(page)).toBeVisible();
}

/**
 * Breaks one remote for this tab only and opens the page with it: its manifest unreachable
 * (`down`), remoteEntry.js answering 500, its page chunks 404, each file late (`slow:<ms>`), or a
 * manifest naming chunks that no longer exist (`stale`, once per page, as after a redeploy).
 */
export async function failRemote(
  page: Page,
  remote: RemoteName,
  mode: RemoteFaultMode,
  options: FaultOptions = {},
): Promise<void> {
  await openWithFault(page, `${remote}:${mode}`, options);
}

/** Breaks the API for this tab only: no answer, late answers, or 401 for the token in use. */
export async function failApi(page: Page, mode: ApiFaultMode, options: FaultOptions = {}): Promise<void> {
  await openWithFault(page, mode, options);
}

/** Ends the tab's faults with the banner's "Stop faults"; the page stays (Retry then recovers). */
export async function restore(page: Page): Promise<void> {
  const banner = faultBanner(page);
  if ((await banner.count()) === 0) return;
  await banner.getByRole('button', { name: 'Stop faults' }).click();
  await expect(banner).toHaveCount(0);
}

/**
 * Switches a fault for every visitor of the servers at `shellUrl` (as `pnpm fault` does); call
 * {@link restoreEveryone} after the test. `target` is a remote, or `api` for the API modes.
 */
export async function failForEveryone(
  request: APIRequestContext,
  shellUrl: string,
  target: RemoteName | 'api',
  mode: RemoteFaultMode | ServerFaultMode | ApiFaultMode,
): Promise<void> {
  const response = await request.put(`${shellUrl}/__mf-fault`, { data: { target, mode } });
  expect(response.status(), await response.text()).toBe(200);
}

/** Clears every fault switched for everyone at `shellUrl`. */
export async function restoreEveryone(request: APIRequestContext, shellUrl: string): Promise<void> {
  const response = await request.delete(`${shellUrl}/__mf-fault`);
  expect(response.status(), await response.text()).toBe(200);
}
