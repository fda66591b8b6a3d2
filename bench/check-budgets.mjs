// `node bench/check-budgets.mjs` (run by npm test after the build): every page of bench/pages.json
// loads at most 10% more gzipped JS before its content than bench/budgets.json allows, and one copy
// of each singleton, and every shared module offered at a real version. Reads the built files only,
// so it takes a second and never measures time.
import { readAllBuilds } from './lib/build-graph.mjs';
import { budgetProblems, kb, measureStartJs, readBudgets, sharedVersionProblems } from './lib/budgets.mjs';

try {
  const builds = readAllBuilds();
  const measured = measureStartJs(undefined, builds);
  const budgets = readBudgets();
  for (const [name, page] of Object.entries(measured)) {
    const budget = budgets.pages[name]?.jsGzipBytes;
    console.info(
      `  ${name.padEnd(22)} ${kb(page.jsGzipBytes).padStart(9)} in ${page.files} files  (budget ${budget ? kb(budget) : '-'})`,
    );
  }
  // A shared module offered without a true version makes the runtime warn on every page.
  const problems = [...budgetProblems(measured, budgets), ...sharedVersionProblems(builds)];
  if (problems.length) {
    console.error(
      `\nbyte budgets: ${problems.length} problem(s)\n${problems.map((p) => `  ${p}`).join('\n')}`,
    );
    console.error('A deliberate increase: `pnpm bench --update-budgets` and commit bench/budgets.json.');
    process.exit(1);
  }
  console.info('byte budgets: every page within budget, one copy of each singleton, true shared versions.');
} catch (error) {
  console.error(`byte budgets: ${error.message}`);
  process.exit(1);
}
