import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { CHECKOUT_SECRET_HEADER } from '../../contracts';
import type { Queryable } from '../../db/database';
import { isUuid } from './cart.repository';

// Who may use a checkout. Its id is no secret: it is in the thank-you page's address, in logs and
// in links people share. So a checkout with a user answers only to that user, signed in; a guest
// checkout only to the browser holding the random secret create-checkout answered (sent in the
// X-Checkout-Secret header). A signed-in shopper holding a guest checkout's secret takes it over:
// that is how a cart started as a guest follows its shopper through sign-in. Anyone else gets the
// same 404 as for a checkout that does not exist, so ids cannot be probed either.

const SECRET_HEADER = CHECKOUT_SECRET_HEADER.toLowerCase();

/** A new checkout secret: 256 random bits, URL-safe. */
export const newCheckoutSecret = (): string => randomBytes(32).toString('base64url');

/** The stored form of a checkout secret: its SHA-256 (the secret itself is never kept). */
export const hashCheckoutSecret = (secret: string): string =>
  createHash('sha256').update(secret).digest('hex');

function secretMatches(storedHash: string | null, secret: string | null): boolean {
  if (!storedHash || !secret) return false;
  const given = Buffer.from(hashCheckoutSecret(secret), 'hex');
  const kept = Buffer.from(storedHash, 'hex');
  return given.length === kept.length && timingSafeEqual(given, kept);
}

/** Who is asking: the signed-in user (null for a guest), and whether a token was sent but refused. */
export interface CheckoutViewer {
  userId: string | null;
  /** An Authorization header came with the request but its token is expired or revoked. */
  staleToken: boolean;
}

/** The checkout secret a request carries, or null. */
export function secretOf(request: FastifyRequest): string | null {
  const value = request.headers[SECRET_HEADER];
  return typeof value === 'string' && value.length > 0 && value.length <= 128 ? value : null;
}

/** The checkout is a user's and the request's token is stale: answered 401, so the client refreshes. */
export class SignInAgain extends Error {
  constructor() {
    super('Access token is invalid or expired.');
  }
}

/** The 401 of {@link SignInAgain}, as the guard answers it. */
export function sendSignInAgain(reply: FastifyReply): FastifyReply {
  return reply
    .code(401)
    .header('www-authenticate', 'Bearer')
    .send({ detail: 'Access token is invalid or expired.' });
}

export type CheckoutAccess =
  | { kind: 'allowed'; status: string }
  | { kind: 'not-found' }
  /** The checkout is a user's and the request's token is stale: 401, so the client refreshes. */
  | { kind: 'sign-in-again' };

/**
 * Whether `viewer`, holding `secret`, may use checkout `id`; a signed-in viewer holding an open
 * guest checkout's secret takes it over (its user becomes theirs). The cart writes on PostgreSQL
 * check the same rule inside their statement (cart_change_alone, migration 0620): change both.
 * test/checkout-access-rule.test.ts runs one table of cases through both, so they cannot drift.
 */
export async function checkoutAccess(
  db: Queryable,
  id: string,
  viewer: CheckoutViewer,
  secret: string | null,
): Promise<CheckoutAccess> {
  if (!isUuid(id)) return { kind: 'not-found' };
  const { rows } = await db.query<{ user_id: string | null; secret_hash: string | null; status: string }>(
    'select user_id, secret_hash, status from checkouts where id = $1',
    [id],
    // Read before every cart write: kept prepared (docs/adr/0161-cart-writes-prepared-and-async.md).
    { prepare: true },
  );
  const row = rows[0];
  if (!row) return { kind: 'not-found' };
  if (row.user_id !== null) {
    if (viewer.userId === row.user_id) return { kind: 'allowed', status: row.status };
    return viewer.staleToken ? { kind: 'sign-in-again' } : { kind: 'not-found' };
  }
  if (!secretMatches(row.secret_hash, secret)) return { kind: 'not-found' };
  if (viewer.userId !== null && row.status === 'open') {
    await db.query(
      "update checkouts set user_id = $2 where id = $1 and user_id is null and status = 'open'",
      [id, viewer.userId],
    );
  }
  return { kind: 'allowed', status: row.status };
}

/** The checkout id a call names: `id` or `checkout_id` in its body, or `checkout_id` in its query. */
function checkoutIdOf(request: FastifyRequest): string | null {
  const pick = (source: unknown, key: string): string | null => {
    if (typeof source !== 'object' || source === null) return null;
    const value = (source as Record<string, unknown>)[key];
    return typeof value === 'string' ? value : null;
  };
  return pick(request.body, 'id') ?? pick(request.body, 'checkout_id') ?? pick(request.query, 'checkout_id');
}

export interface CheckoutGuardOptions {
  /**
   * The Saleor payload a refusal is answered in: `{ [name]: { [key]: null, errors } }`, or
   * `{ [name]: null }` without a key (cart-items).
   */
  payload?: { name: string; key?: string };
  /**
   * A completed checkout is let through to the route, which shows its order only to who may see
   * it (order-receipts.ts): the paying browser has forgotten the checkout secret by then.
   */
  completedByReceipt?: boolean;
}

export type CheckoutGuard = (options?: CheckoutGuardOptions) => preHandlerAsyncHookHandler;

/**
 * Makes the preHandler that lets a call about a checkout through only to who may use it
 * ({@link checkoutAccess}); a call naming no checkout (create-checkout, methods by country) passes.
 */
export function makeCheckoutGuard(
  db: Queryable,
  readViewer: (request: FastifyRequest) => Promise<CheckoutViewer>,
): CheckoutGuard {
  return (options = {}) =>
    async function checkoutGuard(request: FastifyRequest, reply: FastifyReply) {
      const id = checkoutIdOf(request);
      if (id === null) return;
      const access = await checkoutAccess(db, id, await readViewer(request), secretOf(request));
      if (access.kind === 'allowed') return;
      if (access.kind === 'sign-in-again') return sendSignInAgain(reply);
      if (options.completedByReceipt && (await isCompleted(db, id))) return;
      const errors = [{ field: 'id', code: 'NOT_FOUND', message: 'Checkout not found.' }];
      const payload = options.payload;
      return reply.code(404).send({
        detail: 'Checkout not found.',
        code: 'NOT_FOUND',
        ...(!payload
          ? { errors }
          : payload.key
            ? { [payload.name]: { [payload.key]: null, errors } }
            : { [payload.name]: null }),
      });
    };
}

async function isCompleted(db: Queryable, id: string): Promise<boolean> {
  if (!isUuid(id)) return false;
  const { rows } = await db.query<{ status: string }>('select status from checkouts where id = $1', [id]);
  return rows[0]?.status === 'completed';
}
