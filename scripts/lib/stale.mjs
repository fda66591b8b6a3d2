// "Is this build older than its sources?" by file modification times, so `npm start` rebuilds
// only the apps someone changed (a build takes 5-10 s each on 2 cores).
import { existsSync, readdirSync, statSync, utimesSync } from 'node:fs';
import { join } from 'node:path';

// Never inputs: dependencies, outputs, caches, local data.
const SKIP_DIRS = new Set([
  'node_modules',
  'dist',
  'data',
  'coverage',
  '.cache',
  '@mf-types',
  'test-results',
]);

/** Newest mtime (ms) of the files under the given paths (files or folders); 0 when none exist. */
export function newestMtime(paths) {
  let newest = 0;
  const visit = (path) => {
    let info;
    try {
      info = statSync(path);
    } catch {
      return;
    }
    // A folder's own mtime changes when a file in it is added, renamed or deleted: a deletion is a
    // change of the sources too.
    if (info.mtimeMs > newest) newest = info.mtimeMs;
    if (info.isDirectory()) {
      for (const entry of readdirSync(path, { withFileTypes: true })) {
        if (entry.isDirectory() && SKIP_DIRS.has(entry.name)) continue;
        visit(join(path, entry.name));
      }
    }
  };
  paths.forEach(visit);
  return newest;
}

/**
 * A package folder's sources as inputs: its entries minus the skipped ones. Not the folder itself:
 * its own mtime changes when its first build creates dist/ beside the sources, which would make
 * the next start rebuild what it has just built.
 */
export function sourcesOf(dir) {
  return readdirSync(dir)
    .filter((name) => !SKIP_DIRS.has(name))
    .map((name) => join(dir, name));
}

/** Modification time (ms) of the stamp file, or null when it does not exist. */
export function stampTime(stampFile) {
  return existsSync(stampFile) ? statSync(stampFile).mtimeMs : null;
}

/** Whether the stamp is missing or older than any input. */
export function isStale(stampFile, inputs) {
  const stamp = stampTime(stampFile);
  return stamp === null || newestMtime(inputs) > stamp;
}

/**
 * Marks a build as made from the sources as they were at `startedAt` (a file saved during the
 * build stays newer, so the next start rebuilds). Needed because webpack leaves byte-identical
 * outputs untouched: a source change that does not change the output would look stale forever.
 */
export function markBuilt(stampFile, startedAt = new Date()) {
  utimesSync(stampFile, startedAt, startedAt);
}
