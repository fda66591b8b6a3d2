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

/**
 * The shared modules a build offers with a version that is no version, or one that misses its own
 * requirement: the federation runtime then warns in every visitor's console ("Version 0 from auth
 * of shared singleton module react-final-form does not satisfy ^7.0.1") and may load a second copy.
 * @param {Map<string, { manifest: { shared?: { name: string, version: string, requiredVersion?: string }[] } | null }>} builds
 */
export function sharedVersionProblems(builds) {
  const problems = [];
  for (const [app, build] of builds) {
    for (const entry of build.manifest?.shared ?? []) {
      const version = /^(\d+)\.(\d+)\.(\d+)/.exec(entry.version ?? '');
      if (!version) {
        problems.push(`${app} shares ${entry.name} as version "${entry.version}" (no version)`);
        continue;
      }
      const required = /^\^(\d+)\.(\d+)\.(\d+)/.exec(entry.requiredVersion ?? '');
      if (required && !caretSatisfied(version.slice(1).map(Number), required.slice(1).map(Number)))
        problems.push(
          `${app} shares ${entry.name}@${entry.version}, which does not satisfy its own ${entry.requiredVersion}`,
        );
    }
  }
  return problems;
}

/** semver's caret rule for plain x.y.z versions: up to the first non-zero part equal, then not lower. */
function caretSatisfied(version, required) {
  const lead = required.findIndex((part) => part !== 0);
  const fixedParts = lead === -1 ? 3 : lead + 1;
  for (let index = 0; index < 3; index += 1) {
    if (version[index] === required[index]) continue;
    return index >= fixedParts && version[index] > required[index];
  }
  return true;
}
