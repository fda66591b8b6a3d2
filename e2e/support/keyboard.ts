// Filling forms the way a keyboard user does: Tab to each field, type, Enter to send.
import type { Locator, Page } from '@playwright/test';

const MAX_TABS = 25;

/** Presses Tab until `target` has the focus; fails if it is never reached. */
export async function tabTo(page: Page, target: Locator): Promise<void> {
  for (let tabs = 0; tabs < MAX_TABS; tabs += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached ${target.toString()}`);
}

/** Tabs to each field in turn and types its value, then presses Enter in the last one. */
export async function fillAndSendByKeyboard(page: Page, fields: [Locator, string][]): Promise<void> {
  for (const [field, value] of fields) {
    await tabTo(page, field);
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type(value);
  }
  await page.keyboard.press('Enter');
}
