// Every `@reduxjs/toolkit` name an app or RTK Query's own build imports must be in rtk-exports.mjs:
// all of them resolve to that module in the builds (router-aliases.cjs), and a missing name would
// be undefined at run time (webpack cannot check names imported from a shared module). Jest itself
// uses the real package.
const fs = require('node:fs');
const path = require('node:path');
const { exportedNames, importedNames, sourceFiles, ROOT } = require('./testing/source-imports.cjs');

const TOOLKIT_IMPORT = /import\s+(type\s+)?\{([^}]*)\}\s+from\s+['"]@reduxjs\/toolkit['"]/g;
const QUERY_IMPORT = /import\s+(type\s+)?\{([^}]*)\}\s+from\s+['"]@reduxjs\/toolkit\/query['"]/g;
const RTK_EXPORTS = path.join(__dirname, 'rtk-exports.mjs');
const QUERY_EXPORTS = path.join(__dirname, 'query-exports.mjs');

/** The names a built ES module exports in its last `export { ... }`. */
function buildExports(file) {
  const text = fs.readFileSync(file, 'utf8');
  const list = /export\s*\{([^}]*)\}/.exec(text.slice(text.lastIndexOf('export {')));
  return new Set(
    (list?.[1] ?? '')
      .split(',')
      .map((part) =>
        part
          .trim()
          .split(/\s+as\s+/)
          .pop(),
      )
      .filter(Boolean),
  );
}

/** The toolkit's dist folder, as the apps resolve it. */
function toolkitDist() {
  const packageJson = require.resolve('@reduxjs/toolkit/package.json', {
    paths: [path.join(ROOT, 'mfe-content')],
  });
  return path.join(path.dirname(packageJson), 'dist');
}

describe('rtk-exports.mjs', () => {
  const exported = exportedNames(RTK_EXPORTS, 'rtk-build');

  it('re-exports every toolkit name the apps import', () => {
    const missing = sourceFiles()
      .flatMap((file) => importedNames(file, TOOLKIT_IMPORT))
      .filter(([, name]) => !exported.has(name))
      .map(([file, name]) => `${file}: ${name}`);
    expect(missing).toEqual([]);
  });

  it("re-exports every name RTK Query's builds import from the toolkit", () => {
    const queryBuilds = ['query/rtk-query.modern.mjs', 'query/react/rtk-query-react.modern.mjs'];
    const names = queryBuilds.flatMap((file) =>
      importedNames(path.join(toolkitDist(), file), TOOLKIT_IMPORT).map(([, name]) => name),
    );
    expect(names).toContain('createSlice');
    expect(names.filter((name) => !exported.has(name))).toEqual([]);
  });

  it('finds the toolkit imports it checks (the scan is not empty)', () => {
    const names = new Set(
      sourceFiles()
        .flatMap((file) => importedNames(file, TOOLKIT_IMPORT))
        .map(([, name]) => name),
    );
    expect(names.has('configureStore')).toBe(true);
    expect(names.has('createSlice')).toBe(true);
  });

  it('re-exports only names the toolkit has', () => {
    const names = buildExports(path.join(toolkitDist(), 'redux-toolkit.modern.mjs'));
    // `export * from "redux"` brings redux's own names (isAction, isPlainObject).
    const redux = fs.readFileSync(require.resolve('redux', { paths: [toolkitDist()] }), 'utf8');
    const absent = [...exported].filter(
      (name) => !names.has(name) && !new RegExp(`\\b${name}\\b`).test(redux),
    );
    expect(absent).toEqual([]);
  });
});

describe('query-exports.mjs', () => {
  const exported = exportedNames(QUERY_EXPORTS, 'rtk-query-build');

  it("re-exports every RTK Query name the apps and RTK Query's React build import", () => {
    const fromApps = sourceFiles().flatMap((file) => importedNames(file, QUERY_IMPORT));
    const fromReact = importedNames(
      path.join(toolkitDist(), 'query/react/rtk-query-react.modern.mjs'),
      QUERY_IMPORT,
    );
    expect(fromReact.map(([, name]) => name)).toContain('buildCreateApi');
    const missing = [...fromApps, ...fromReact]
      .filter(([, name]) => !exported.has(name))
      .map(([file, name]) => `${file}: ${name}`);
    expect(missing).toEqual([]);
  });

  it('re-exports only names RTK Query has', () => {
    const names = buildExports(path.join(toolkitDist(), 'query/rtk-query.modern.mjs'));
    expect([...exported].filter((name) => !names.has(name))).toEqual([]);
  });
});
