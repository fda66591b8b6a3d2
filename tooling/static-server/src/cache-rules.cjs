// The cache rules of docs/architecture.md "Independent shipping": manifests, remoteEntry.js, HTML and
// config.json are revalidated on every load (no-cache + ETag), so a redeployed remote is picked up
// at once; content-hashed files are immutable for a year.

const NO_CACHE = 'no-cache';
const IMMUTABLE = 'public, max-age=31536000, immutable';
// webpack's [contenthash] (20 hex digits by default) between the name and the extension.
const HASHED_FILE = /\.[0-9a-f]{16,}\.[a-z0-9]+$/i;
// Files whose name stays the same across deployments: always revalidate.
const ENTRY_FILES = new Set(['mf-manifest.json', 'remoteEntry.js', 'config.json']);

/** Cache-Control for a URL path or file path: entry points revalidate, hashed chunks never expire. */
function cacheControlFor(pathname) {
  const file = pathname.slice(pathname.lastIndexOf('/') + 1);
  if (ENTRY_FILES.has(file) || file.endsWith('.html') || file === '') return NO_CACHE;
  if (HASHED_FILE.test(file)) return IMMUTABLE;
  // Anything else (favicon, @mf-types.zip, ...) may change under the same name.
  return NO_CACHE;
}

module.exports = { cacheControlFor, NO_CACHE, IMMUTABLE };
