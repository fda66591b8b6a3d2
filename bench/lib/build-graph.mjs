// What a page loads first, read from the built files alone (no browser): the shell's entry and the
// chunks it imports at start, the shared modules those consume, then the route's remote: its
// remoteEntry.js, the chunks of the exposed page and the shared modules the shell did not bring.
// Inputs: each app's dist/bench-stats.json (tooling/webpack/chunk-stats-plugin.cjs) and
// dist/mf-manifest.json.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { APPS, ROOT, SHELL } from '../../scripts/lib/workspace.mjs';

const CONSUME = /^consume shared module \(\w+\) (.+?)@/;

/** The build of one app: its chunks by id and by file, and its manifest. */
export function readBuild(app) {
  const dist = join(ROOT, app.dir, 'dist');
  const statsFile = join(dist, 'bench-stats.json');
  if (!existsSync(statsFile))
    throw new Error(`${app.dir}/dist/bench-stats.json is missing: build it (pnpm --filter ${app.dir} build)`);
  const stats = JSON.parse(readFileSync(statsFile, 'utf8'));
  const manifestFile = join(dist, 'mf-manifest.json');
  const manifest = existsSync(manifestFile) ? JSON.parse(readFileSync(manifestFile, 'utf8')) : null;
  const byId = new Map(stats.chunks.map((chunk) => [chunk.id, chunk]));
  const byFile = new Map(stats.chunks.flatMap((chunk) => chunk.files.map((file) => [file, chunk])));
  return { app, dist, stats, manifest, byId, byFile };
}

/** The shared names a chunk was created to serve as a fallback for (empty for other chunks). */
function consumedNames(chunk) {
  return chunk.origins.map((origin) => CONSUME.exec(origin.module)?.[1]).filter(Boolean);
}

/**
 * Adds to `ids` the shared-module chunks that chunks already in `ids` consume, until nothing new
 * comes, skipping shared names in `alreadyLoaded` (another app on the page brought them).
 * @returns {Set<string>} the shared names these chunks consume
 */
function addConsumed(build, ids, alreadyLoaded = new Set()) {
  const names = new Set();
  let grew = true;
  while (grew) {
    grew = false;
    for (const chunk of build.stats.chunks) {
      if (ids.has(chunk.id) || !chunk.parents.some((parent) => ids.has(parent))) continue;
      const consumed = consumedNames(chunk);
      if (consumed.length === 0) continue;
      consumed.forEach((name) => names.add(name));
      if (consumed.every((name) => alreadyLoaded.has(name))) continue;
      ids.add(chunk.id);
      grew = true;
    }
  }
  return names;
}

/** The shell's first files: its entry, the chunks the entry imports at once, their shared modules. */
export function shellStartChunks(shell) {
  const entryIds = shell.stats.entrypoints.main;
  const entryModules = new Set(entryIds.flatMap((id) => shell.byId.get(id).origins.map((o) => o.request)));
  const ids = new Set(entryIds);
  for (const chunk of shell.stats.chunks) {
    // A dynamic import written in the entry module itself (the bootstrap pattern).
    if (chunk.origins.some((origin) => entryModules.has(origin.module) && origin.request)) ids.add(chunk.id);
  }
  const shared = addConsumed(shell, ids);
  return { ids, shared };
}

/** The remote's files for one exposed page, given the shared names already on the page. */
export function remotePageChunks(remote, moduleName, sharedOnPage) {
  const expose = remote.manifest?.exposes.find((entry) => entry.name === moduleName);
  if (!expose) throw new Error(`${remote.app.dir} does not expose ${moduleName} (mf-manifest.json)`);
  const exposeFiles = expose.assets.js.sync;
  // The source file behind the exposed name, as the container entry's origins spell it.
  const sources = new Set(
    exposeFiles.flatMap(
      (file) =>
        remote.byFile
          .get(file)
          ?.origins.filter((origin) => origin.module.startsWith('container entry'))
          .map((origin) => origin.request) ?? [],
    ),
  );
  const containerIds = remote.stats.entrypoints[remote.app.name] ?? [];
  const ids = new Set(containerIds);
  for (const chunk of remote.stats.chunks) {
    if (
      chunk.origins.some(
        (origin) => origin.module.startsWith('container entry') && sources.has(origin.request),
      )
    )
      ids.add(chunk.id);
  }
  addConsumed(remote, ids, sharedOnPage);
  return ids;
}

/** Files of chunk ids, each content once (webpack gives identical copies the same content hash). */
function filesOf(build, ids) {
  return [...ids].flatMap((id) => build.byId.get(id).files.map((file) => ({ build, file })));
}

function contentHash(file) {
  return /\.([0-9a-f]{16,})\.(js|css)$/.exec(file)?.[1] ?? file;
}

/**
 * The files a page loads before its content, from the builds: `[{ app, file, gzipBytes, chunk }]`.
 * @param {{ remote: string, module: string }} page an entry of bench/pages.json
 */
export function pageStartFiles(page, builds = readAllBuilds()) {
  const shell = builds.get(SHELL.name);
  const start = shellStartChunks(shell);
  const remote = builds.get(page.remote);
  if (!remote) throw new Error(`bench/pages.json: unknown remote "${page.remote}" for ${page.name}`);
  const files = [
    ...filesOf(shell, start.ids),
    ...filesOf(remote, remotePageChunks(remote, page.module, start.shared)),
  ];
  const seen = new Set();
  return files
    .filter(({ build, file }) => {
      const key = `${build.app.name}:${contentHash(file)}`;
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    })
    .map(({ build, file }) => ({
      app: build.app.name,
      file,
      gzipBytes: gzipSync(readFileSync(join(build.dist, file))).length,
      chunk: build.byFile.get(file),
    }));
}

/** Every app's build, by app name. */
export function readAllBuilds() {
  return new Map(APPS.map((app) => [app.name, readBuild(app)]));
}
