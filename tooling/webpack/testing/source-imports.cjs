// What the re-export modules' tests (router-exports, rtk-exports) read: the names a module
// re-exports, the source files of the apps and shared packages, and the names a file imports.
const fs = require('node:fs');
const path = require('node:path');

const ROOT = path.resolve(__dirname, '../../..');
const SOURCE_DIRS = ['host-shell/src', 'shared-ui/src', 'shared-contracts/src', 'tooling/remote-kit/src'];

/** The names `file` re-exports in its `export { ... } from '<from>'` block. */
function exportedNames(file, from) {
  const text = fs.readFileSync(file, 'utf8');
  const block = new RegExp(`export\\s*\\{([^}]*)\\}\\s*from\\s*'${from}'`).exec(text);
  if (!block) throw new Error(`${path.basename(file)}: no export block from ${from}`);
  return new Set(
    block[1]
      .replace(/\/\/.*$/gm, '')
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

/**
 * `[file, name]` of every value (not type) the file imports with `pattern`, a global regular
 * expression whose groups are `type` (a type-only import) and the braces' contents.
 */
function importedNames(file, pattern) {
  const text = fs.readFileSync(file, 'utf8');
  const names = [];
  for (const [, typeOnly, list] of text.matchAll(pattern)) {
    if (typeOnly) continue;
    for (const part of list.split(',')) {
      const spec = part.trim();
      if (!spec || spec.startsWith('type ')) continue;
      names.push(spec.split(/\s+as\s+/)[0].trim());
    }
  }
  return names.map((name) => [path.relative(ROOT, file), name]);
}

module.exports = { ROOT, exportedNames, importedNames, sourceFiles };
