// What a page loads first, read from the built files alone (no browser): the shell's entry and the
// chunks it imports at start, the shared modules those consume, then the route's remote: its
// remoteEntry.js, the chunks of the exposed page and the shared modules the shell did not bring.
// Inputs: each app's dist/bench-stats.json (tooling/webpack/chunk-stats-plugin.cjs: chunk groups
// and chunks) and dist/mf-manifest.json.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { APPS, ROOT, SHELL } from '../../scripts/lib/workspace.mjs';

/** The modules the shell runs before a remote's page, in order (shared-contracts START_STEPS). */
export const START_STEPS = ['StoreLibraries', 'SagaLibraries', 'Store', 'PageLibraries'];

const CONSUME = /^consume shared module \(\w+\) (.+?)@/;

/** The build of one app: its chunks by id and by file, and its manifest. */
export function readBuild(app) {
  const dist = join(ROOT, app.dir, 'dist');
  const statsFile = join(dist, 'bench-stats.json');
  const stats = existsSync(statsFile) ? JSON.parse(readFileSync(statsFile, 'utf8')) : null;
  // Builds made before the plugin (or before it listed chunk groups and source spans) cannot be read.
  if (!stats?.groups || !stats.chunks.some((chunk) => chunk.sourceSpans))
    throw new Error(
      `${app.dir}/dist/bench-stats.json is missing or old: rebuild (pnpm --filter ${app.dir} build)`,
    );
  const manifestFile = join(dist, 'mf-manifest.json');
  const manifest = existsSync(manifestFile) ? JSON.parse(readFileSync(manifestFile, 'utf8')) : null;
  const byId = new Map(stats.chunks.map((chunk) => [chunk.id, chunk]));
  const byFile = new Map(stats.chunks.flatMap((chunk) => chunk.files.map((file) => [file, chunk])));
  return { app, dist, stats, manifest, byId, byFile };
}

/** The shared names a chunk was created to serve as a fallback for (empty for other chunks). */
/** The shared names a chunk group was created to load as a fallback (empty for other groups). */
function consumedNames(group) {
  return group.origins.map((origin) => CONSUME.exec(origin.module)?.[1]).filter(Boolean);
}

/**
 * Adds to `groupIds` the shared-module groups that groups already in it consume, until nothing new
 * comes, skipping shared names in `alreadyLoaded` (another app on the page brought them).
 * @returns {Set<string>} the shared names these groups consume
 */
function addConsumed(build, groupIds, alreadyLoaded = new Set()) {
  const names = new Set();
  let grew = true;
  while (grew) {
    grew = false;
    for (const group of build.stats.groups) {
      if (groupIds.has(group.id) || !group.parents.some((parent) => groupIds.has(parent))) continue;
      const consumed = consumedNames(group);
      if (consumed.length === 0) continue;
      consumed.forEach((name) => names.add(name));
      if (consumed.every((name) => alreadyLoaded.has(name))) continue;
      groupIds.add(group.id);
      grew = true;
    }
  }
  return names;
}

/** The chunk ids of chunk groups. */
function chunksOf(build, groupIds) {
  return new Set(
    build.stats.groups.filter((group) => groupIds.has(group.id)).flatMap((group) => group.chunks),
  );
}

/**
 * The shell's first chunks: its entry, what the entry module imports at once (the bootstrap) and
 * the shared modules those consume; not the lazy imports further down.
 */
export function shellStartChunks(shell) {
  const entry = shell.stats.groups.find((group) => group.entry && group.name === 'main');
  const entryModules = new Set(entry.origins.map((origin) => origin.request));
  const groupIds = new Set([entry.id]);
  for (const group of shell.stats.groups) {
    if (group.parents.includes(entry.id) && group.origins.some((origin) => entryModules.has(origin.module)))
      groupIds.add(group.id);
  }
  const shared = addConsumed(shell, groupIds);
  // What the shell shares eagerly sits in its entry and consumes no group: its manifest lists it,
  // without `atLoad` (tooling/webpack load-needs.cjs). What it shares lazily is not on the page yet:
  // a remote page that consumes it gets the shell's copy (loaded-first, same version), whose files
  // `atLoad` names.
  const lazy = new Map();
  for (const entry of shell.manifest?.shared ?? []) {
    if (entry.assets?.atLoad) lazy.set(entry.name, entry.assets.atLoad);
    else shared.add(entry.name);
  }
  return { ids: chunksOf(shell, groupIds), shared, lazy };
}

/**
 * The shell's chunks for the shared modules it provides lazily that a remote page consumes, and
 * what those consume in turn: the copy the runtime (and the route preloader) takes.
 */
export function shellLazyChunks(shell, lazy, consumed, sharedOnPage) {
  const ids = new Set();
  const queue = [...consumed];
  const seen = new Set(sharedOnPage);
  for (let name = queue.shift(); name !== undefined; name = queue.shift()) {
    const needs = lazy.get(name);
    if (seen.has(name) || !needs) continue;
    seen.add(name);
    for (const file of needs.js) ids.add(shell.byFile.get(file).id);
    queue.push(...needs.shared);
  }
  return ids;
}

/**
 * The remote's chunks for one exposed page, given the shared names already on the page (or that
 * the shell brings), and the shared names the page consumes.
 */
export function remotePageChunks(remote, moduleName, sharedOnPage) {
  const expose = remote.manifest?.exposes.find((entry) => entry.name === moduleName);
  if (!expose) throw new Error(`${remote.app.dir} does not expose ${moduleName} (mf-manifest.json)`);
  // Module Federation names the chunk group of each exposed module after it.
  const exposeGroup = remote.stats.groups.find((group) => group.name === `__federation_expose_${moduleName}`);
  if (!exposeGroup)
    throw new Error(`${remote.app.dir}/dist/bench-stats.json has no chunk group for ${moduleName}`);
  const container = remote.stats.groups.find((group) => group.entry && group.name === remote.app.name);
  // The shell runs the remote's start steps before the page (docs/adr/0193, 0194): their files load too.
  const stepGroups = remote.stats.groups.filter((group) =>
    START_STEPS.some((step) => group.name === `__federation_expose_${step}`),
  );
  const groupIds = new Set([container.id, exposeGroup.id, ...stepGroups.map((group) => group.id)]);
  const consumed = addConsumed(remote, groupIds, sharedOnPage);
  return Object.assign(chunksOf(remote, groupIds), { consumed });
}

/** Files of chunk ids, each content once (webpack gives identical copies the same content hash). */
function filesOf(build, ids) {
  return [...ids].flatMap((id) => build.byId.get(id).files.map((file) => ({ build, file })));
}

function contentHash(file) {
  return /\.([0-9a-f]{16,})\.(js|css)$/.exec(file)?.[1] ?? file;
}

/**
 * The files a page loads before its content, from the builds: `[{ app, file, gzipBytes, chunk, text }]`.
 * @param {{ remote: string, module: string }} page an entry of bench/pages.json
 */
export function pageStartFiles(page, builds = readAllBuilds()) {
  const shell = builds.get(SHELL.name);
  const start = shellStartChunks(shell);
  const remote = builds.get(page.remote);
  if (!remote) throw new Error(`bench/pages.json: unknown remote "${page.remote}" for ${page.name}`);
  const fromShell = new Set([...start.shared, ...start.lazy.keys()]);
  const pageChunks = remotePageChunks(remote, page.module, fromShell);
  const files = [
    ...filesOf(shell, start.ids),
    ...filesOf(shell, shellLazyChunks(shell, start.lazy, pageChunks.consumed, start.shared)),
    ...filesOf(remote, pageChunks),
  ];
  const seen = new Set();
  return files
    .filter(({ build, file }) => {
      const key = `${build.app.name}:${contentHash(file)}`;
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    })
    .map(({ build, file }) => {
      const text = builtText(build, file);
      return {
        app: build.app.name,
        file,
        gzipBytes: gzipSync(text).length,
        chunk: build.byFile.get(file),
        text,
      };
    });
}

/** A built file's text (what the bench splits by package, packages.mjs). */
export function builtText(build, file) {
  return readFileSync(join(build.dist, file), 'utf8');
}

/** Every app's build, by app name. */
export function readAllBuilds() {
  return new Map(APPS.map((app) => [app.name, readBuild(app)]));
}
