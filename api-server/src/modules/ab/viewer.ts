import type { FastifyRequest } from 'fastify';
import { isContentEditorRole } from '../../contracts';
import type { TokenClaims } from '../auth/tokens';

/** Who is looking at content: the visitor id that picks variants, and whether they may edit. */
export interface Viewer {
  /** Stable id of the browser (X-Visitor-Id) or, without one, of the signed-in user. */
  visitor: string | null;
  userId: string | null;
  editor: boolean;
}

/** The header the browser sends its visitor id in (shared-contracts VISITOR_ID_HEADER, lower-cased). */
export const VISITOR_HEADER = 'x-visitor-id';
const VISITOR_ID = /^[A-Za-z0-9_-]{8,64}$/;

/**
 * Reads the viewer without refusing anyone: content is public, so a missing or stale token only
 * means "not an editor". The token goes through `readAccess` (authenticate's readAccessToken), so a
 * token of a session that was logged out or ended by a password change stops making its holder an
 * editor at once, as on every other authenticated route. The header is trusted only as a label
 * for variant choice and dedupe.
 */
export function makeViewerReader(
  readAccess: (request: FastifyRequest) => Promise<TokenClaims | null>,
): (request: FastifyRequest) => Promise<Viewer> {
  return async (request) => {
    // Visitors without a token (nearly every content read) never touch the session table.
    const claims = request.headers.authorization ? await readAccess(request) : null;
    const raw = request.headers[VISITOR_HEADER];
    const visitorHeader = typeof raw === 'string' && VISITOR_ID.test(raw) ? raw : null;
    return {
      visitor: visitorHeader ?? (claims ? `user:${claims.sub}` : null),
      userId: claims?.sub ?? null,
      editor: isContentEditorRole(claims?.role),
    };
  };
}

/** FNV-1a, 32 bits: fast and stable across processes and machines, which is all variant choice needs. */
export function stableHash(text: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** The 1-based variant a visitor sees of a block with `count` variants; variant 1 for no visitor. */
export function assignedVariant(visitor: string | null, identifier: string, count: number): number {
  if (visitor === null || count <= 1) return 1;
  return (stableHash(`${visitor}\u0000${identifier}`) % count) + 1;
}
