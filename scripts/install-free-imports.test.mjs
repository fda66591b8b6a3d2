// `npm start`, `npm test` and CI's smoke run begin on a fresh clone with nothing installed: every
// module their entry files import statically loads before the install step, so it may use only
// Node's built-ins and the scripts' own files. Anything else must be imported with `await import()`
// after the install (start.mjs does that for serve-all.mjs).
import { parseSync } from '@swc/core';
import { readFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const scripts = dirname(fileURLToPath(import.meta.url));
const root = resolve(scripts, '..');
const builtins = new Set(builtinModules);

/** The specifiers a module imports or re-exports statically (not `import()`, which runs later). */
function staticSpecifiers(file) {
  const program = parseSync(readFileSync(file, 'utf8'), { syntax: 'ecmascript', target: 'es2022' });
  return program.body
    .filter((item) =>
      ['ImportDeclaration', 'ExportAllDeclaration', 'ExportNamedDeclaration'].includes(item.type),
    )
    .map((item) => item.source?.value)
    .filter(Boolean);
}

/**
 * Walks the static import graph from `entry` and returns every import that needs the install:
 * a bare package, or a file outside scripts/ (a workspace package or its sources), each with the
 * chain of files that leads to it.
 */
function importsNeedingInstall(entry) {
  const problems = [];
  const seen = new Set();
  const visit = (file, chain) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const specifier of staticSpecifiers(file)) {
      const via = [...chain, relative(root, file)].join(' → ');
      if (specifier.startsWith('node:') || builtins.has(specifier)) continue;
      if (!specifier.startsWith('.')) {
        problems.push(`${via} imports the package ${specifier}`);
        continue;
      }
      const target = resolve(dirname(file), specifier);
      if (!target.startsWith(scripts + sep)) problems.push(`${via} imports ${relative(root, target)}`);
      else visit(target, [...chain, relative(root, file)]);
    }
  };
  visit(join(scripts, entry), []);
  return problems;
}

describe('what the first commands of a fresh clone import before installing', () => {
  it.each(['start.mjs', 'start-cluster.mjs', 'test.mjs', 'smoke-start.mjs'])(
    '%s imports only built-ins and scripts/ files statically',
    (entry) => {
      expect(importsNeedingInstall(entry)).toEqual([]);
    },
  );

  it('finds the static server behind serve.mjs, which runs only after an install', () => {
    expect(importsNeedingInstall('serve.mjs')).toEqual(
      expect.arrayContaining([
        'scripts/serve.mjs → scripts/lib/serve-all.mjs imports tooling/static-server/src/index.cjs',
      ]),
    );
  });
});
