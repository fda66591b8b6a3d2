// Byte budgets: each measured page's first gzipped JS, read from the builds (build-graph.mjs), may
// exceed its recorded budget by at most TOLERANCE; each singleton arrives once.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from '../../scripts/lib/workspace.mjs';
import { pageStartFiles, readAllBuilds } from './build-graph.mjs';
import { bytesByPackage, developmentModules, singletonCopies } from './packages.mjs';
export { budgetProblems, kb, sharedVersionProblems, TOLERANCE } from './budget-rules.mjs';

export const BUDGETS_FILE = join(ROOT, 'bench', 'budgets.json');
export const PAGES_FILE = join(ROOT, 'bench', 'pages.json');

/** The measured pages of bench/pages.json. */
export function readPages() {
  return JSON.parse(readFileSync(PAGES_FILE, 'utf8')).pages;
}

/**
 * `{ pageName: { jsGzipBytes, files, copies, jsByPackage, developmentModules } }` for every listed
 * page, from the builds.
 */
export function measureStartJs(pages = readPages(), builds = readAllBuilds()) {
  return Object.fromEntries(
    pages.map((page) => {
      const files = pageStartFiles(page, builds).filter((file) => file.file.endsWith('.js'));
      const jsGzipBytes = files.reduce((sum, file) => sum + file.gzipBytes, 0);
      return [
        page.name,
        {
          jsGzipBytes,
          files: files.length,
          copies: singletonCopies(files),
          jsByPackage: bytesByPackage(files),
          developmentModules: developmentModules(files),
        },
      ];
    }),
  );
}

export function readBudgets() {
  return JSON.parse(readFileSync(BUDGETS_FILE, 'utf8'));
}

/** Records what the builds have now as the new budgets. */
export function writeBudgets(measured) {
  const pages = Object.fromEntries(
    Object.entries(measured).map(([name, page]) => [name, { jsGzipBytes: page.jsGzipBytes }]),
  );
  const body = {
    $comment:
      'First gzipped JS of each page of bench/pages.json, from the builds. npm test fails when a page is more than 10% over. Update with `pnpm bench --update-budgets` (see bench/README.md).',
    pages,
  };
  writeFileSync(BUDGETS_FILE, `${JSON.stringify(body, null, 2)}\n`);
}
