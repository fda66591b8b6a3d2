// A small static file server on node:http, with the cache rules of DESIGN "Independent shipping":
// manifests, remoteEntry.js, HTML and config.json are revalidated on every load (no-cache + ETag)
// so a redeployed remote is picked up at once; content-hashed files are immutable for a year.
// No dependencies, so `npm start` can serve before anything else is installed or built.
import { createServer } from 'node:http';
import { readFile, stat } from 'node:fs/promises';
import { extname, join, resolve, sep } from 'node:path';
import { gzipSync } from 'node:zlib';

const CONTENT_TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.ts': 'text/plain; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.zip': 'application/zip',
};
const COMPRESSIBLE = new Set([
  '.html',
  '.js',
  '.mjs',
  '.css',
  '.json',
  '.map',
  '.ts',
  '.txt',
  '.xml',
  '.svg',
  '.webmanifest',
]);
/** Below this a gzip header costs more than it saves. */
const MIN_GZIP_BYTES = 1024;

const NO_CACHE = 'no-cache';
const IMMUTABLE = 'public, max-age=31536000, immutable';
// webpack's [contenthash] (20 hex digits by default) between the name and the extension.
const HASHED_FILE = /\.[0-9a-f]{16,}\.[a-z0-9]+$/i;
// Files whose name stays the same across deployments: always revalidate.
const ENTRY_FILES = new Set(['mf-manifest.json', 'remoteEntry.js', 'config.json']);

/** Cache-Control for a URL path: entry points revalidate, hashed chunks never expire. */
export function cacheControlFor(pathname) {
  const file = pathname.slice(pathname.lastIndexOf('/') + 1);
  if (ENTRY_FILES.has(file) || file.endsWith('.html') || file === '') return NO_CACHE;
  if (HASHED_FILE.test(file)) return IMMUTABLE;
  // Anything else (favicon, @mf-types.zip, ...) may change under the same name.
  return NO_CACHE;
}

/** Content-Type for a file name; unknown types are served as bytes. */
export function contentTypeFor(file) {
  return CONTENT_TYPES[extname(file).toLowerCase()] ?? 'application/octet-stream';
}

/**
 * @param {object} options
 * @param {string} options.root folder to serve
 * @param {number} options.port
 * @param {string} [options.host]
 * @param {boolean} [options.spaFallback] serve index.html for GET/HEAD of extension-less paths that are not files
 * @param {boolean} [options.cors] send Access-Control-Allow-Origin: * (remotes: the shell fetches their manifest)
 * @param {Record<string, () => string | Buffer | object>} [options.routes] generated bodies by exact path,
 *   e.g. { '/config.json': () => config }; objects are sent as JSON, produced on every request
 * @returns {Promise<{ url: string, close: () => Promise<void> }>}
 */
export async function startStaticServer({
  root,
  port,
  host = '127.0.0.1',
  spaFallback = false,
  cors = false,
  routes = {},
}) {
  const rootDir = resolve(root);
  const files = createFileCache();

  const server = createServer((req, res) => {
    handle(req, res).catch((error) => {
      console.error(`static-server ${req.url}: ${error.stack ?? error}`);
      if (!res.headersSent)
        send(req, res, 500, { 'Content-Type': 'text/plain; charset=utf-8' }, 'Internal Server Error\n');
      else res.destroy();
    });
  });

  async function handle(req, res) {
    if (cors) {
      res.setHeader('Access-Control-Allow-Origin', '*');
      res.setHeader('Access-Control-Allow-Methods', 'GET, HEAD, OPTIONS');
    }
    if (req.method === 'OPTIONS') {
      res.setHeader('Access-Control-Allow-Headers', req.headers['access-control-request-headers'] ?? '*');
      return send(req, res, 204, {}, '');
    }
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      return send(
        req,
        res,
        405,
        { Allow: 'GET, HEAD, OPTIONS', 'Content-Type': 'text/plain; charset=utf-8' },
        'Method Not Allowed\n',
      );
    }

    const pathname = decodePath(req.url);
    if (pathname === null)
      return send(req, res, 400, { 'Content-Type': 'text/plain; charset=utf-8' }, 'Bad Request\n');

    const route = routes[pathname];
    if (route) {
      const produced = route();
      const body =
        typeof produced === 'string' || Buffer.isBuffer(produced)
          ? produced
          : `${JSON.stringify(produced, null, 2)}\n`;
      const bytes = Buffer.from(body);
      // Generated per request (small, may differ each time): compressed on the fly, not cached.
      return sendBody(req, res, {
        body: bytes,
        type: contentTypeFor(pathname),
        cacheControl: cacheControlFor(pathname),
        gzipped: gzipIfWorthIt(pathname, bytes),
      });
    }

    let file = resolveInRoot(rootDir, pathname);
    if (file === null)
      return send(req, res, 403, { 'Content-Type': 'text/plain; charset=utf-8' }, 'Forbidden\n');
    let entry = await files.get(file);
    if (!entry && (pathname.endsWith('/') || extname(pathname) === '')) {
      // A folder with an index.html (the root), else the single-page app's shell for client routes.
      entry = await files.get(join(file, 'index.html'));
      if (!entry && spaFallback) entry = await files.get(join(rootDir, 'index.html'));
    }
    if (!entry) return send(req, res, 404, { 'Content-Type': 'text/plain; charset=utf-8' }, 'Not Found\n');
    return sendBody(req, res, entry, req.headers['if-none-match']);
  }

  await new Promise((resolveListen, rejectListen) => {
    server.once('error', (error) => {
      rejectListen(
        error.code === 'EADDRINUSE'
          ? new Error(`port ${port} on ${host} is already in use (another server still running?)`)
          : error,
      );
    });
    server.listen(port, host, resolveListen);
  });

  return {
    url: `http://${host}:${port}/`,
    close: () =>
      new Promise((resolveClose) => {
        server.close(() => resolveClose());
        // Keep-alive sockets would hold close() open until they time out.
        server.closeAllConnections();
      }),
  };
}

/** The decoded URL path, or null when it cannot be decoded or holds a NUL byte. */
function decodePath(url = '/') {
  const raw = url.split('?')[0].split('#')[0];
  try {
    const decoded = decodeURIComponent(raw);
    return decoded.includes('\0') || !decoded.startsWith('/') ? null : decoded;
  } catch {
    return null;
  }
}

/** Absolute file path for a URL path, or null when it would leave the root (../, encoded or not). */
function resolveInRoot(rootDir, pathname) {
  const file = resolve(rootDir, `.${pathname}`);
  return file === rootDir || file.startsWith(rootDir + sep) ? file : null;
}

/**
 * Keeps each file's bytes, gzip and ETag in memory, re-reading it when its size or mtime
 * changes (a rebuild while serving), so gzip runs once per file version, not per request.
 */
function createFileCache() {
  const cache = new Map();
  return {
    async get(file) {
      let info;
      try {
        info = await stat(file);
      } catch {
        return null;
      }
      if (!info.isFile()) return null;
      const cached = cache.get(file);
      if (cached && cached.mtimeMs === info.mtimeMs && cached.size === info.size) return cached;
      const body = await readFile(file);
      const entry = {
        mtimeMs: info.mtimeMs,
        size: info.size,
        body,
        type: contentTypeFor(file),
        cacheControl: cacheControlFor(file.split(sep).join('/')),
        etag: `W/"${info.size.toString(16)}-${Math.floor(info.mtimeMs).toString(16)}"`,
        lastModified: info.mtime.toUTCString(),
        gzipped: gzipIfWorthIt(file, body),
      };
      cache.set(file, entry);
      return entry;
    },
  };
}

/** gzip of a text body, or null for binary types and bodies too small to gain from it. */
function gzipIfWorthIt(file, body) {
  return COMPRESSIBLE.has(extname(file).toLowerCase()) && body.length >= MIN_GZIP_BYTES
    ? gzipSync(body, { level: 9 })
    : null;
}

function sendBody(req, res, entry, ifNoneMatch) {
  const headers = {
    'Content-Type': entry.type,
    'Cache-Control': entry.cacheControl,
    'X-Content-Type-Options': 'nosniff',
  };
  if (entry.etag) {
    headers.ETag = entry.etag;
    headers['Last-Modified'] = entry.lastModified;
    if (ifNoneMatch && ifNoneMatch.split(/\s*,\s*/).includes(entry.etag))
      return send(req, res, 304, headers, '');
  }
  let body = entry.body;
  if (entry.gzipped) {
    headers.Vary = 'Accept-Encoding';
    if (/\bgzip\b/.test(req.headers['accept-encoding'] ?? '')) {
      body = entry.gzipped;
      headers['Content-Encoding'] = 'gzip';
    }
  }
  return send(req, res, 200, headers, body);
}

function send(req, res, status, headers, body) {
  const length = typeof body === 'string' ? Buffer.byteLength(body) : body.length;
  res.writeHead(
    status,
    status === 304 || status === 204 ? headers : { ...headers, 'Content-Length': length },
  );
  res.end(req.method === 'HEAD' || status === 304 || status === 204 ? undefined : body);
}
