// Which package each byte belongs to. A built file's characters are traced to their sources by its
// source map (tooling/webpack/source-spans.cjs, kept in bench-stats.json): each package's part of
// the minified file is compressed alone, and the file's gzipped size is shared among the packages
// in proportion to those sizes, so code that compresses well weighs what it costs on the wire.
// Own code counts for its app ("shell", "shop", ...); the Module Federation runtime counts as
// "mf-runtime"; webpack's runtime and its glue between modules (characters no source claims) as
// "webpack".
import { deflateRawSync } from 'node:zlib';

// The Module Federation runtime's core is one per page too (docs/adr/0008): the shell provides it
// and the remotes' entries use it.
const SINGLETONS = ['react', 'react-dom', 'react-router', 'shared-contracts', 'mf-runtime-core'];
/** Re-export modules of tooling/webpack that stand for a package in every build. */
const RE_EXPORTS = {
  'tooling/webpack/router-exports.mjs': 'react-router',
  'tooling/webpack/rtk-exports.mjs': '@reduxjs/toolkit',
};

/** The singleton a module path belongs to: its package, or `mf-runtime-core` for runtime-core. */
function singletonOf(modulePath) {
  if (modulePath.startsWith('@module-federation/runtime-core/')) return 'mf-runtime-core';
  return packageOf(modulePath);
}

/**
 * Module paths of a package's development build (react-router 7 exports dist/development/ to every
 * bundler unless the webpack factory aliases it, tooling/webpack/router-aliases.cjs).
 */
export function developmentModules(files) {
  const paths = files.flatMap((file) => (file.chunk?.modules ?? []).map(([path]) => path));
  return [...new Set(paths.filter((path) => /\/dist\/development\/|[./]development\.js$/.test(path)))];
}

/**
 * `react-dom/cjs/x.js` -> `react-dom`, `@scope/name/x` -> `@scope/name`, `../shared-ui/src/x` ->
 * `shared-ui`, the app's own files (`./src/...`) -> null.
 */
export function packageOf(modulePath) {
  if (modulePath.startsWith('shared-contracts/')) return 'shared-contracts';
  // The shared router and toolkit are our re-export modules of those packages (docs/adr/0009, 0012).
  const reExport = RE_EXPORTS[modulePath.replace(/^(?:\.\.\/)+/, '')];
  if (reExport) return reExport;
  // Another workspace package by relative path: ../shared-ui/src/x.tsx, ../tooling/remote-kit/src/y.ts.
  const workspace = /^(?:\.\.\/)+(?:tooling\/)?([^/.][^/]*)\//.exec(modulePath);
  if (workspace) return workspace[1];
  if (modulePath.startsWith('.') || modulePath.startsWith('/')) return null;
  const parts = modulePath.split('/');
  const name = parts[0].startsWith('@') ? `${parts[0]}/${parts[1]}` : parts[0];
  if (name.startsWith('@module-federation/') || modulePath.startsWith('external "_FEDERATION_'))
    return 'mf-runtime';
  // react-router-dom re-exports react-router: one router.
  if (name === 'react-router-dom') return 'react-router';
  return name.split('??')[0];
}

/** `{ package: characters }` of one minified file, from its source spans. */
export function charactersByPackage(app, text, { sources, spans }) {
  const parts = {};
  for (const [start, end, index] of spans) {
    const name = index === -1 ? 'webpack' : (packageOf(sources[index]) ?? app);
    (parts[name] ??= []).push(text.slice(start, end));
  }
  return parts;
}

/**
 * `{ package: gzipBytes }` of one file: its gzipped size shared by what each package's characters
 * weigh compressed alone (a file without them: `byModuleSize`).
 * @param {{ app: string, file: string, gzipBytes: number, chunk?: object, text?: string }} file
 */
export function splitByPackage({ app, file, gzipBytes, chunk, text }) {
  const spans = chunk?.sourceSpans?.[file];
  if (!spans || text === undefined) return byModuleSize({ app, gzipBytes, chunk });
  const alone = Object.entries(charactersByPackage(app, text, spans)).map(([name, parts]) => [
    name,
    deflateRawSync(parts.join(''), { level: 9 }).length,
  ]);
  const total = alone.reduce((sum, [, bytes]) => sum + bytes, 0);
  if (total === 0) return { [app]: gzipBytes };
  return Object.fromEntries(alone.map(([name, bytes]) => [name, (gzipBytes * bytes) / total]));
}

/**
 * A file without source spans: webpack writes no map for a file with no mapped code (a chunk that
 * only re-exports another's names), so its few bytes go by module size, or to its app.
 */
function byModuleSize({ app, gzipBytes, chunk }) {
  const modules = chunk?.modules ?? [];
  const total = modules.reduce((sum, [, size]) => sum + size, 0);
  if (total === 0) return { [app]: gzipBytes };
  const parts = {};
  for (const [path, size] of modules) {
    const name = packageOf(path) ?? app;
    parts[name] = (parts[name] ?? 0) + (gzipBytes * size) / total;
  }
  return parts;
}

/** Sums files into `{ package: gzipBytes }`, largest first. */
export function bytesByPackage(files) {
  const sums = {};
  for (const file of files) {
    for (const [name, bytes] of Object.entries(splitByPackage(file))) sums[name] = (sums[name] ?? 0) + bytes;
  }
  return Object.fromEntries(
    Object.entries(sums)
      .map(([name, bytes]) => [name, Math.round(bytes)])
      .sort((a, b) => b[1] - a[1]),
  );
}

/**
 * How many copies of each singleton the files bring: the most times one module of the package
 * appears in different files (two files both holding react-dom's client = two copies).
 */
export function singletonCopies(files) {
  const copies = Object.fromEntries(SINGLETONS.map((name) => [name, 0]));
  for (const name of SINGLETONS) {
    const seen = new Map();
    for (const file of files) {
      const paths = new Set(
        (file.chunk?.modules ?? []).map(([path]) => path).filter((p) => singletonOf(p) === name),
      );
      for (const path of paths) seen.set(path, (seen.get(path) ?? 0) + 1);
    }
    copies[name] = Math.max(0, ...seen.values());
  }
  return copies;
}
