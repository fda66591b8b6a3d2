// Layout shift as CLS counts it: a `layout-shift` PerformanceObserver, buffered, from the
// document's first paint, shifts right after an input left out. Each shift's moved elements are
// kept too, so a test that fails says what moved.
import { test, type Page } from '@playwright/test';

interface ShiftRecord {
  value: number;
  sources: string[];
}

interface ShiftScope {
  layoutShift: number;
  layoutShifts: ShiftRecord[];
}

/** Sums the page's layout shifts from its first paint, on every document the page opens. */
export async function watchLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const scope = window as unknown as ShiftScope;
    scope.layoutShift = 0;
    scope.layoutShifts = [];
    const describe = (node: Node | null | undefined): string => {
      if (!(node instanceof Element)) return node ? node.nodeName : 'gone';
      const classes = [...node.classList].map((name) => `.${name}`).join('');
      const label = node.getAttribute('aria-label');
      return `${node.localName}${classes}${label ? `[aria-label="${label}"]` : ''}`;
    };
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
        sources?: { node?: Node | null }[];
      })[]) {
        if (entry.hadRecentInput) continue;
        scope.layoutShift += entry.value;
        scope.layoutShifts.push({
          value: entry.value,
          sources: (entry.sources ?? []).map((source) => describe(source.node)),
        });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/**
 * The current document's layout shift so far, recorded in the report beside the test with the
 * elements each shift moved.
 */
export async function layoutShift(page: Page, label = new URL(page.url()).pathname): Promise<number> {
  const { total, shifts } = await page.evaluate(() => {
    const scope = window as unknown as ShiftScope;
    return { total: scope.layoutShift, shifts: scope.layoutShifts };
  });
  const detail = shifts.map((shift) => `${shift.value.toFixed(4)} ${shift.sources.join(' ')}`).join('; ');
  test.info().annotations.push({
    type: 'layout shift',
    description: `${label}: ${total}${detail ? ` (${detail})` : ''}`,
  });
  return total;
}
