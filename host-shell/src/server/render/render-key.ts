// What a server render shows besides its URL, as one key (docs/adr/0140, render cache): the remote
// page, the build of its container, and the answers of the page's reads. The visitor's A/B
// variants are in those answers (the API picked them for the visitor's id), so two visitors whose
// renders share a key see the same page, and two with different variants never share one. The
// static server keeps rendered pages by this key and the URL for a few seconds.
import { createHash } from 'node:crypto';
import type { RenderScope } from 'shared-contracts';
import { apiSlicesOf, type ServerPage } from './page-data';

/**
 * The key of a render of `page` with the scope's reads, or null when the render is not worth
 * keeping: a read not answered (still pending after the budget, or failed) renders a loading or
 * error state that the next visitor should not get for the cache's lifetime.
 */
export function renderKeyOf(
  scope: RenderScope,
  page: ServerPage,
  version: string | undefined,
): string | null {
  const reads: [string, string, unknown][] = [];
  for (const [path, slice] of apiSlicesOf(scope)) {
    for (const [cacheKey, entry] of Object.entries(slice.queries ?? {})) {
      if (entry?.status !== 'fulfilled') return null;
      // The query's cache key names the endpoint and its arguments; request ids and times differ
      // per render and change nothing the visitor sees.
      reads.push([path, cacheKey, entry.data]);
    }
  }
  reads.sort((a, b) => (a[0] + a[1] < b[0] + b[1] ? -1 : 1));
  return createHash('sha256')
    .update(JSON.stringify([page.remote, page.module, version ?? null, reads]))
    .digest('base64url');
}
