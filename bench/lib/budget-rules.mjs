// The rules of the byte budgets, apart from reading the builds so they can be tested alone.

/** A page may grow by 10 percent over its budget before the check fails. */
export const TOLERANCE = 0.1;

/** Bytes as kilobytes with one decimal. */
export function kb(bytes) {
  return `${(bytes / 1024).toFixed(1)} KB`;
}

/** The problems of `measured` against `budgets`: one readable line each (empty when all pass). */
export function budgetProblems(measured, budgets) {
  const problems = [];
  for (const [name, page] of Object.entries(measured)) {
    const budget = budgets.pages[name]?.jsGzipBytes;
    if (budget === undefined)
      problems.push(`${name}: no budget in bench/budgets.json (pnpm bench --update-budgets)`);
    else if (page.jsGzipBytes > budget * (1 + TOLERANCE)) {
      const over = ((page.jsGzipBytes / budget - 1) * 100).toFixed(1);
      problems.push(
        `${name}: ${kb(page.jsGzipBytes)} of first JS is ${over}% over its budget of ${kb(budget)} (at most ${TOLERANCE * 100}%)`,
      );
    }
    for (const [singleton, copies] of Object.entries(page.copies)) {
      if (copies > 1) problems.push(`${name}: ${copies} copies of ${singleton} (one expected)`);
    }
    if (page.developmentModules?.length)
      problems.push(
        `${name}: development builds in production: ${page.developmentModules.join(', ')} (see tooling/webpack/router-aliases.cjs)`,
      );
  }
  return problems;
}
