// Faults a remote's server plays (docs/recovery-testing.md), for one tab (its URLs carry
// /__mf-fault/<mode>/) or for every visitor (the fault board of `pnpm fault`). Only when the
// runtime config has `faultInjection: true`; otherwise none of this runs and /__mf-fault/ paths are
// plain 404s.
const { readFile } = require('node:fs/promises');
const { basename, join } = require('node:path');
const { NO_CACHE } = require('./cache-rules.cjs');
const { isServerMode, splitFaultPath } = require('./fault-modes.cjs');

const EXPOSE_CHUNK = /^__federation_expose_[^/]*\.js$/;
/** The content hash in a chunk's file name (`780.bdd290ae02e10f36ef22.js`). */
const CHUNK_HASH = /\.([0-9a-f]{16,})\.js$/;
const FAULT_OF_REQUEST = Symbol('mf-fault');

/**
 * Fastify's rewriteUrl: a tab's fault path is served as the file it names, with the mode kept on
 * the request. publicPath "auto" makes the remote load every chunk from the same prefix.
 */
function rewriteFaultUrl(enabled) {
  return (raw) => {
    const url = raw.url ?? '/';
    if (!enabled()) return url;
    const split = splitFaultPath(url);
    if (!split) return url;
    raw[FAULT_OF_REQUEST] = split.mode;
    return split.url;
  };
}

/**
 * The content hashes of the exposed modules' chunks (each expose's own files, from the remote's
 * manifest): what a redeploy renames. Not only the `__federation_expose_` wrappers: webpack may fold
 * a page's wrapper into a chunk every page of the remote loads (docs/adr/0193), and then only the
 * page's module chunk is new to a visitor who holds the old names.
 */
async function pageChunkHashes(root) {
  const manifest = JSON.parse(await readFile(join(root, 'mf-manifest.json'), 'utf8'));
  const hashes = new Set();
  for (const expose of manifest.exposes ?? []) {
    for (const file of expose.assets?.js?.sync ?? []) {
      const hash = CHUNK_HASH.exec(file)?.[1];
      if (hash) hashes.add(hash);
    }
  }
  return hashes;
}

/** A redeploy's new name for a chunk hash: the same digits reversed (as e2e/support/redeploy.ts). */
const redeployedHash = (hash) => [...hash].reverse().join('');

/** remoteEntry.js or the manifest as a redeploy would have written them: the page chunks renamed. */
async function staleText(root, file) {
  let text = await readFile(join(root, file), 'utf8');
  for (const hash of await pageChunkHashes(root)) text = text.split(hash).join(redeployedHash(hash));
  return text;
}

const wait = (ms, request) =>
  new Promise((resolve) => {
    const timer = setTimeout(resolve, ms);
    // A visitor who gave up (the shell's time-out, a closed tab) frees the timer at once.
    request.raw.once('close', () => {
      clearTimeout(timer);
      resolve();
    });
  });

/**
 * The onRequest hook of a remote's server. `serverWide()` is the board's mode for this remote,
 * or null; a tab's own fault (its URL) wins over it.
 * - down: the connection is dropped without an answer (the manifest is unreachable);
 * - entry-500: remoteEntry.js answers 500;
 * - chunk-404: the exposed modules' page chunks answer 404 ("Loading chunk ... failed");
 * - slow: every file waits `ms` first;
 * - stale: the manifest and remoteEntry.js name page chunks (every exposed module's own files)
 *   that do not exist. For one tab that is all (the shell's manifest reload reads the real one);
 *   for everyone it is a redeploy: the new names are served and the old ones are gone, so tabs
 *   that loaded before it recover once.
 */
function remoteFaultHook({ enabled, root, serverWide = () => null }) {
  return async (request, reply) => {
    if (!enabled()) return undefined;
    const ownFault = request.raw[FAULT_OF_REQUEST];
    const mode = ownFault ?? serverWide();
    // A server-side mode acts in the shell's renderer (server-render.cjs); the files are served.
    if (!mode || isServerMode(mode)) return undefined;
    const file = basename(request.url.split('?')[0]);
    if (mode.name === 'down') {
      reply.hijack();
      request.raw.socket.destroy();
      return reply;
    }
    if (mode.name === 'slow') {
      await wait(mode.ms, request);
      return undefined;
    }
    if (mode.name === 'entry-500' && file === 'remoteEntry.js') {
      return reply
        .code(500)
        .header('Cache-Control', 'no-store')
        .type('text/plain')
        .send('Fault: entry-500\n');
    }
    if (mode.name === 'chunk-404' && EXPOSE_CHUNK.test(file)) {
      return reply.code(404).header('Cache-Control', 'no-store').type('text/plain').send('Not Found\n');
    }
    if (mode.name === 'stale') return staleAnswer({ root, file, reply, redeployed: !ownFault });
    return undefined;
  };
}

async function staleAnswer({ root, file, reply, redeployed }) {
  if (file === 'remoteEntry.js' || file === 'mf-manifest.json') {
    const type = file.endsWith('.json')
      ? 'application/json; charset=utf-8'
      : 'text/javascript; charset=utf-8';
    return reply
      .header('Cache-Control', NO_CACHE)
      .type(type)
      .send(await staleText(root, file));
  }
  if (!redeployed) return undefined;
  const hashes = await pageChunkHashes(root);
  const hash = CHUNK_HASH.exec(file)?.[1];
  // The old name is gone after the redeploy; the new one is the same file.
  if (hash && hashes.has(hash)) return reply.code(404).type('text/plain').send('Not Found\n');
  const original = hash && [...hashes].find((known) => redeployedHash(known) === hash);
  if (!original) return undefined;
  const body = await readFile(join(root, file.replace(hash, original)));
  return reply.header('Cache-Control', 'no-store').type('text/javascript; charset=utf-8').send(body);
}

module.exports = { remoteFaultHook, rewriteFaultUrl };
