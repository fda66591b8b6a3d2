import type { RemoteLoadErrorKind } from 'shared-contracts';

/**
 * A chunk of an already-known remote failed to load. After a redeploy the old hashed chunks are
 * gone, so webpack rejects with a ChunkLoadError ("Loading chunk 42 failed."); the cure is to
 * fetch the remote's manifest again, not to retry the same stale URL.
 */
export function isChunkLoadError(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 5; depth += 1) {
    if (typeof current !== 'object') return false;
    const { name, message, cause } = current as { name?: unknown; message?: unknown; cause?: unknown };
    if (name === 'ChunkLoadError') return true;
    if (typeof message === 'string' && /loading (css )?chunk \S+ failed/i.test(message)) return true;
    current = cause;
  }
  return false;
}

const CHUNK_ID = /loading (?:css )?chunk (\S+?)\.? failed/i;

/**
 * The id of the chunk a chunk load error names ("Loading chunk 342 failed." gives '342'), looking
 * through wrapped causes; else the file name of the failed request; null for any other error.
 * Webpack builds the message from the chunk id, so that is what the visitor and support see.
 */
export function failedChunkId(error: unknown): string | null {
  if (!isChunkLoadError(error)) return null;
  let fileName: string | null = null;
  for (let current = error, depth = 0; current && depth < 5; depth += 1) {
    if (typeof current !== 'object') break;
    const { message, request, cause } = current as { message?: unknown; request?: unknown; cause?: unknown };
    const named = typeof message === 'string' ? CHUNK_ID.exec(message) : null;
    if (named?.[1]) return named[1];
    if (!fileName && typeof request === 'string')
      fileName = request.split(/[?#]/)[0]?.split('/').pop() || null;
    current = cause;
  }
  return fileName;
}

/** Thrown when a page module loaded but is not a React component (a wrong expose, a null from MF). */
export class NotAComponentError extends Error {
  constructor(id: string) {
    super(`${id} did not export a React component as its default export.`);
    this.name = 'NotAComponentError';
  }
}

/** One attempt to load a page module took longer than the script time-out (docs/product.md §9: 120 s). */
export class RemoteTimeoutError extends Error {
  constructor(id: string, ms: number) {
    super(`${id} did not load within ${Math.round(ms / 1000)} s.`);
    this.name = 'RemoteTimeoutError';
  }
}

// Module Federation's runtime error codes: the manifest could not be fetched or read, or the
// remoteEntry script did not load or did not give a container.
const MANIFEST_CODES = /RUNTIME-(003|007|013)\b/;
const ENTRY_CODES = /RUNTIME-(001|002|008|011|015)\b/;

function messagesOf(error: unknown): string {
  const parts: string[] = [];
  for (let current = error, depth = 0; current && depth < 5; depth += 1) {
    if (typeof current !== 'object') break;
    const { message, cause } = current as { message?: unknown; cause?: unknown };
    if (typeof message === 'string') parts.push(message);
    current = cause;
  }
  return parts.join(' | ');
}

/** What kind of failure a load error is, for telemetry (shared-contracts RemoteLoadErrorKind). */
export function remoteLoadErrorKind(error: unknown): RemoteLoadErrorKind {
  if (error instanceof RemoteTimeoutError) return 'timeout';
  if (error instanceof NotAComponentError) return 'module';
  if (isChunkLoadError(error)) return 'chunk';
  const messages = messagesOf(error);
  if (MANIFEST_CODES.test(messages)) return 'manifest';
  if (ENTRY_CODES.test(messages)) return 'entry';
  return 'other';
}
