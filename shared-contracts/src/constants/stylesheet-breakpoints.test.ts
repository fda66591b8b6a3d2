/**
 * @jest-environment node
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { CONSTANTS } from './constants';

// Layouts change only at docs/product.md §9's breakpoints (CONSTANTS.breakpointsPx), and each of them is
// used somewhere. This reads every stylesheet of the repository (CSS files and the <style> of
// HTML pages) and checks the widths in their media queries.

const BREAKPOINTS: readonly number[] = CONSTANTS.breakpointsPx;
const ROOT = resolve(__dirname, '../../..');
const SKIPPED_FOLDERS = new Set([
  'node_modules',
  'dist',
  '.git',
  '.tools',
  'coverage',
  'data',
  'test-results',
  'playwright-report',
]);

function stylesheets(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return SKIPPED_FOLDERS.has(entry.name) ? [] : stylesheets(path);
    return /\.(css|html)$/.test(entry.name) ? [path] : [];
  });
}

interface MediaWidth {
  /** The width in px (em and rem at 16px). */
  px: number;
  /** A max-width, or `width <`: "below" a breakpoint may be written 0.02px under it. */
  upperBound: boolean;
  query: string;
}

const TO_PX: Record<string, number> = { px: 1, em: 16, rem: 16 };
const FEATURE = /(min|max)-(?:device-)?width\s*:\s*([\d.]+)(px|r?em)/g;
const RANGE_AFTER = /\bwidth\s*(<|>)=?\s*([\d.]+)(px|r?em)/g;
const RANGE_BEFORE = /([\d.]+)(px|r?em)\s*(<|>)=?\s*width\b/g;

/** Every width the media queries of a stylesheet's text test, in px. */
function mediaWidths(css: string): MediaWidth[] {
  const widths: MediaWidth[] = [];
  for (const [, query = ''] of css.matchAll(/@media([^{]*)\{/g)) {
    for (const [, kind, value, unit] of query.matchAll(FEATURE)) {
      widths.push({ px: Number(value) * TO_PX[unit!]!, upperBound: kind === 'max', query: query.trim() });
    }
    for (const [, sign, value, unit] of query.matchAll(RANGE_AFTER)) {
      widths.push({ px: Number(value) * TO_PX[unit!]!, upperBound: sign === '<', query: query.trim() });
    }
    for (const [, value, unit, sign] of query.matchAll(RANGE_BEFORE)) {
      widths.push({ px: Number(value) * TO_PX[unit!]!, upperBound: sign === '>', query: query.trim() });
    }
  }
  return widths;
}

/** The docs/product.md §9 breakpoint a width stands for, or null when it is off the list. */
function breakpointOf({ px, upperBound }: MediaWidth): number | null {
  if (BREAKPOINTS.includes(px)) return px;
  const below = Math.round((px + 0.02) * 100) / 100;
  return upperBound && BREAKPOINTS.includes(below) ? below : null;
}

describe('media query widths', () => {
  it('reads min-width, max-width, range syntax and em/rem widths', () => {
    const css = `
      .a { color: red }
      @media (min-width: 768px) { .b { color: red } }
      @media (min-width: 410px) and (max-width: 479.98px), (width >= 62em) { .c { color: red } }
      @media screen and (1280px > width) { .d { color: red } }
      @media (prefers-reduced-motion: reduce) { .e { color: red } }`;
    expect(mediaWidths(css).map(({ px, upperBound }) => [px, upperBound])).toEqual([
      [768, false],
      [410, false],
      [479.98, true],
      [992, false],
      [1280, true],
    ]);
  });

  it('accepts the documented breakpoints and "below a breakpoint" as 0.02px under it, nothing else', () => {
    const one = (css: string) => mediaWidths(css).map(breakpointOf);
    expect(one('@media (min-width: 1024px) {')).toEqual([1024]);
    expect(one('@media (max-width: 360.98px) {')).toEqual([361]);
    expect(one('@media (max-width: 480px) {')).toEqual([480]);
    expect(one('@media (min-width: 1280px) {')).toEqual([null]);
    expect(one('@media (max-width: 767px) {')).toEqual([null]);
    // 0.02 under is a "below" only as an upper bound.
    expect(one('@media (min-width: 767.98px) {')).toEqual([null]);
  });
});

describe('the stylesheets of every app', () => {
  const found = stylesheets(ROOT).map((path) => ({
    file: relative(ROOT, path),
    widths: mediaWidths(readFileSync(path, 'utf8')),
  }));

  it('are found', () => {
    expect(found.length).toBeGreaterThan(20);
    expect(found.some(({ file }) => file.startsWith('host-shell/'))).toBe(true);
  });

  it('change layout only at docs/product.md §9 breakpoints', () => {
    const offList = found.flatMap(({ file, widths }) =>
      widths
        .filter((width) => breakpointOf(width) === null)
        .map(({ px, query }) => `${file}: ${px}px in @media ${query}`),
    );
    expect(offList).toEqual([]);
  });

  it('use every docs/product.md §9 breakpoint somewhere', () => {
    const used = new Set(found.flatMap(({ widths }) => widths.map(breakpointOf)));
    expect(BREAKPOINTS.filter((breakpoint) => !used.has(breakpoint))).toEqual([]);
  });
});
