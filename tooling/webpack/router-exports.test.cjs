// Every router name an app imports must be in router-exports.mjs: the apps' `react-router-dom`
// resolves to that module in their builds, and a missing name would be undefined at run time
// (webpack cannot check names imported from a shared module). Jest itself uses the real package.
const fs = require('node:fs');
const path = require('node:path');

const {
  exportedNames: namesIn,
  importedNames: namesOf,
  sourceFiles,
  ROOT,
} = require('./testing/source-imports.cjs');

const ROUTER_IMPORT = /import\s+(type\s+)?\{([^}]*)\}\s+from\s+['"]react-router(?:-dom)?['"]/g;

/** The names router-exports.mjs re-exports. */
const exportedNames = () => namesIn(path.join(__dirname, 'router-exports.mjs'), 'react-router-build');

/** `[file, name]` of every value (not type) the file imports from the router. */
const importedNames = (file) => namesOf(file, ROUTER_IMPORT);

describe('router-exports.mjs', () => {
  it('re-exports every router name the apps import', () => {
    const exported = exportedNames();
    const missing = sourceFiles()
      .flatMap(importedNames)
      .filter(([, name]) => !exported.has(name))
      .map(([file, name]) => `${file}: ${name}`);
    expect(missing).toEqual([]);
  });

  it('finds the router imports it checks (the scan is not empty)', () => {
    const names = new Set(
      sourceFiles()
        .flatMap(importedNames)
        .map(([, name]) => name),
    );
    expect(names.has('Link')).toBe(true);
    expect(names.has('useNavigate')).toBe(true);
  });

  it('re-exports only names react-router has', () => {
    const routerDir = path.dirname(
      require.resolve('react-router/package.json', {
        paths: [
          path.dirname(
            require.resolve('react-router-dom/package.json', { paths: [path.join(ROOT, 'host-shell')] }),
          ),
        ],
      }),
    );
    const build = fs.readFileSync(path.join(routerDir, 'dist', 'production', 'index.mjs'), 'utf8');
    const absent = [...exportedNames()].filter((name) => !new RegExp(`\\b${name}\\b`).test(build));
    expect(absent).toEqual([]);
  });
});
