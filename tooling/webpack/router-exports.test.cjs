// Every router name an app imports must be in router-exports.mjs: the apps' `react-router-dom`
// resolves to that module in their builds, and a missing name would be undefined at run time
// (webpack cannot check names imported from a shared module). Jest itself uses the real package.
const fs = require('node:fs');
const path = require('node:path');

const ROOT = path.resolve(__dirname, '../..');
const SOURCE_DIRS = ['host-shell/src', 'shared-ui/src', 'shared-contracts/src', 'tooling/remote-kit/src'];
const ROUTER_IMPORT = /import\s+(type\s+)?\{([^}]*)\}\s+from\s+['"]react-router(?:-dom)?['"]/g;

/** The names router-exports.mjs re-exports. */
function exportedNames() {
  const text = fs.readFileSync(path.join(__dirname, 'router-exports.mjs'), 'utf8');
  const block = /export\s*\{([^}]*)\}\s*from\s*'react-router-build'/.exec(text);
  if (!block) throw new Error('router-exports.mjs: no export block from react-router-build');
  return new Set(
    block[1]
      .split(',')
      .map((name) => name.trim())
      .filter(Boolean),
  );
}

/** Source files of the apps and the shared packages, tests left out (they run on the real package). */
function sourceFiles() {
  const apps = fs.readdirSync(ROOT).filter((dir) => dir.startsWith('mfe-') || dir === 'host-shell');
  const dirs = [...new Set([...SOURCE_DIRS, ...apps.map((app) => `${app}/src`)])];
  const files = [];
  const walk = (dir) => {
    if (!fs.existsSync(dir)) return;
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (/\.(ts|tsx|js|mjs)$/.test(entry.name) && !/\.test\./.test(entry.name)) files.push(full);
    }
  };
  dirs.forEach((dir) => walk(path.join(ROOT, dir)));
  return files;
}

/** `[file, name]` of every value (not type) the file imports from the router. */
function importedNames(file) {
  const text = fs.readFileSync(file, 'utf8');
  const names = [];
  for (const [, typeOnly, list] of text.matchAll(ROUTER_IMPORT)) {
    if (typeOnly) continue;
    for (const part of list.split(',')) {
      const spec = part.trim();
      if (!spec || spec.startsWith('type ')) continue;
      names.push(spec.split(/\s+as\s+/)[0].trim());
    }
  }
  return names.map((name) => [path.relative(ROOT, file), name]);
}

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
