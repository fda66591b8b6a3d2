import type { FastifyRequest } from 'fastify';
import { isContentEditorRole, type UserRole } from '../../contracts';
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
 * editor at once, as on every other authenticated route. Only a token that names an editor role
 * costs a look-up of the role. The header is trusted only as a label for variant choice and dedupe.
 */
export function makeViewerReader(
  readAccess: (request: FastifyRequest) => Promise<TokenClaims | null>,
  readRole: (userId: string) => Promise<UserRole | null>,
): (request: FastifyRequest) => Promise<Viewer> {
  return async (request) => {
    const tokenless = tokenlessViewer(request);
    if (tokenless) return tokenless;
    const claims = await readAccess(request);
    const visitorHeader = visitorIdOf(request);
    // The role as the database holds it now: a token's copy outlives a demotion.
    const role = claims && isContentEditorRole(claims.role) ? await readRole(claims.sub) : null;
    return {
      visitor: visitorHeader ?? (claims ? `user:${claims.sub}` : null),
      userId: claims?.sub ?? null,
      editor: isContentEditorRole(role),
    };
  };
}

/**
 * The viewer of a request without a token (nearly every content read), known at once: no session
 * to look up, so no promise. Null when the request carries a token, which `makeViewerReader`'s
 * reader checks.
 */
export function tokenlessViewer(request: FastifyRequest): Viewer | null {
  if (request.headers.authorization) return null;
  return { visitor: visitorIdOf(request), userId: null, editor: false };
}

function visitorIdOf(request: FastifyRequest): string | null {
  const raw = request.headers[VISITOR_HEADER];
  return typeof raw === 'string' && VISITOR_ID.test(raw) ? raw : null;
}

const FNV_OFFSET_BASIS = 0x811c9dc5;

/** FNV-1a, 32 bits: fast and stable across processes and machines, which is all variant choice needs. */
export function stableHash(text: string): number {
  return continueHash(FNV_OFFSET_BASIS, text) >>> 0;
}

/** FNV-1a goes one character at a time: the hash of `a + b` is `b` hashed on from the state of `a`. */
function continueHash(state: number, text: string): number {
  let hash = state;
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash;
}

/** The 1-based variant a visitor sees of a block with `count` variants; variant 1 for no visitor. */
export function assignedVariant(visitor: string | null, identifier: string, count: number): number {
  return visitor === null ? 1 : assignedVariantOf(visitorHashState(visitor), identifier, count);
}

/**
 * The hash state after `${visitor}\u0000`: a page's blocks are each the hash of
 * `${visitor}\u0000${identifier}`, so the visitor's part is hashed once per request, not per block.
 */
export function visitorHashState(visitor: string): number {
  return continueHash(continueHash(FNV_OFFSET_BASIS, visitor), '\u0000');
}

/** {@link assignedVariant} from the visitor's {@link visitorHashState}. */
export function assignedVariantOf(visitorState: number, identifier: string, count: number): number {
  if (count <= 1) return 1;
  return ((continueHash(visitorState, identifier) >>> 0) % count) + 1;
}
