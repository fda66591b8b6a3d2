import type { CheckoutError } from '../../contracts';
import type { Queryable } from '../../db/database';
import { ANONYMOUS_HOLD_HOURS, HOLD_HOURS, SCARCE_STOCK } from '../shop/stock-holds';
import { CartError, checkoutNotFound, isUuid } from './cart.repository';

// A cart write is one call of the database function cart_change (migration 0610,
// docs/adr/0160-cart-writes-one-statement.md): the checkout's touch, its lines and the stock
// check in one statement, so a variant's row lock is never held across a round trip.

/** What a write asks: add to variants (in id order), set lines' quantities (0 removes), or delete lines. */
export type CartChange =
  | { mode: 'add'; variants: [string, number][] }
  | { mode: 'set'; lines: { lineId: string; quantity: number }[] }
  | { mode: 'delete'; lineIds: string[] };

/** The checkout has payments: the change must take the payment path (payment-freeze.ts). */
export class PaymentsToSettle extends Error {
  constructor() {
    super('the checkout has live payments');
  }
}

/**
 * Who asks may not use the checkout (checkout-access.ts's rule, checked in cart_change_alone):
 * `owned` when it is a user's, so a stale token is told to sign in again instead.
 */
export class CheckoutAccessRefused extends Error {
  constructor(readonly owned: boolean) {
    super('the checkout does not answer to this request');
  }
}

/** Who asks: the signed-in user (or null) and the SHA-256 of the checkout secret sent (or null). */
export interface CartCaller {
  userId: string | null;
  secretHash: string | null;
}

interface Refusal {
  reason: 'payments' | 'checkout' | 'access' | 'line' | 'duplicate' | 'variant' | 'stock';
  owned?: boolean;
  variant?: string;
  stock?: number;
  available?: number;
  own?: number;
  perCart?: number | null;
  names?: string;
}

// Never a line id: an id that is not a uuid finds no line instead of failing the cast (a 500).
const NO_LINE = '00000000-0000-0000-0000-000000000000';
const asLineId = (id: string) => (isUuid(id) ? id : NO_LINE);

/** The refusal cart_change raised, or null for any other error. */
function refusalOf(error: unknown): Refusal | null {
  if (!(error instanceof Error) || error.message !== 'cart_refused') return null;
  const detail = (error as { detail?: unknown }).detail;
  return typeof detail === 'string' ? (JSON.parse(detail) as Refusal) : null;
}

const lineNotFound = (field: string) =>
  new CartError(400, [{ field, code: 'NOT_FOUND', message: 'Checkout line not found.' }]);

// Kept prepared on each connection: parsed and planned once, not on every write.
const IN_TRANSACTION = 'select changed_variant from cart_change($1, $2, $3, $4, $5, $6, $7, $8, $9)';
// Sent alone, its own transaction: the guard's check in the same round trip, and a commit that
// does not wait for the disk (migration 0620, docs/adr/0161-cart-writes-prepared-and-async.md),
// so a variant's lock lasts the statement only.
const ALONE = 'select changed_variant from cart_change_alone($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)';

/** The arguments cart_change takes for `change`, line ids made safe to cast. */
export function changeArguments(change: CartChange): {
  variants: string[];
  lines: string[];
  quantities: number[];
} {
  return {
    variants: change.mode === 'add' ? change.variants.map(([variant]) => variant) : [],
    lines:
      change.mode === 'set'
        ? change.lines.map((line) => asLineId(line.lineId))
        : change.mode === 'delete'
          ? change.lineIds.map(asLineId)
          : [],
    quantities:
      change.mode === 'add'
        ? change.variants.map(([, quantity]) => quantity)
        : change.mode === 'set'
          ? change.lines.map((line) => line.quantity)
          : [],
  };
}

/**
 * Runs `change` on checkout `id` in one statement on `on`; answers the variants whose holds
 * moved. With `alone` (`on` is then the pool) the statement is its own transaction, committed
 * asynchronously: it checks that the checkout answers to `alone.caller` (throwing
 * CheckoutAccessRefused otherwise) and takes the checkout's payment lock `alone.paymentLockKey`
 * for itself, throwing PaymentsToSettle when the checkout has live payments. Without it the
 * caller checked the access, holds the payment lock, checked the payments and runs it inside its
 * own transaction. Throws the product's CartError on a refusal.
 */
export async function changeCart(
  on: Queryable,
  id: string,
  change: CartChange,
  alone: { caller: CartCaller; paymentLockKey: string } | null,
): Promise<string[]> {
  if (!isUuid(id)) throw checkoutNotFound();
  const { variants, lines, quantities } = changeArguments(change);
  try {
    const { rows } = await on.query<{ changed_variant: string }>(
      alone ? ALONE : IN_TRANSACTION,
      [
        id,
        ...(alone ? [alone.caller.userId, alone.caller.secretHash] : []),
        alone?.paymentLockKey ?? null,
        change.mode,
        variants,
        lines,
        quantities,
        HOLD_HOURS,
        ANONYMOUS_HOLD_HOURS,
        SCARCE_STOCK,
      ],
      { prepare: true },
    );
    return rows.map((row) => row.changed_variant);
  } catch (error) {
    const refusal = refusalOf(error);
    if (!refusal) throw error;
    throw cartErrorOf(refusal, change.mode);
  }
}

/**
 * The error of a refusal cart_change raised, from its JSON detail (as cart_change_batch answers
 * it): the product's CartError, or PaymentsToSettle or CheckoutAccessRefused as {@link changeCart}
 * throws them.
 */
export function refusalError(detail: string, mode: CartChange['mode']): Error {
  return cartErrorOf(JSON.parse(detail) as Refusal, mode);
}

function cartErrorOf(refusal: Refusal, mode: CartChange['mode']): Error {
  switch (refusal.reason) {
    case 'payments':
      return new PaymentsToSettle();
    case 'checkout':
      return checkoutNotFound();
    case 'access':
      return new CheckoutAccessRefused(refusal.owned === true);
    case 'line':
      return lineNotFound(mode === 'delete' ? 'lineIds' : 'lineId');
    case 'duplicate':
      return new CartError(400, [{ field: 'lineId', code: 'INVALID', message: 'A line is listed twice.' }]);
    case 'variant':
      return new CartError(400, [
        {
          field: 'variantId',
          code: 'NOT_FOUND',
          message: 'Product variant not found.',
          variant_id: refusal.variant ?? '',
        },
      ]);
    case 'stock':
      return new CartError(409, [stockRefusal(refusal, mode)]);
  }
}

/**
 * Says how many may still be added (adding) or had (setting): the stock less what other carts
 * hold, or the per-cart cap of a scarce variant when it binds first.
 */
function stockRefusal(refusal: Refusal, mode: CartChange['mode']): CheckoutError {
  const variantId = refusal.variant ?? '';
  const names = refusal.names ?? variantId;
  const available = refusal.available ?? 0;
  const own = refusal.own ?? 0;
  const perCart = refusal.perCart ?? null;
  const limit = perCart === null ? available : Math.min(available, perCart);
  const left = mode === 'add' ? Math.max(limit - own, 0) : limit;
  // The cap binds before the stock does: say so, rather than "out of stock" with units left.
  if (perCart !== null && perCart < available) {
    return {
      field: 'quantity',
      code: 'LIMIT_PER_CART',
      message: `Only ${perCart} of ${names} can be in one cart: few are left.`,
      quantity_available: left,
      variant_id: variantId,
    };
  }
  return {
    field: 'quantity',
    code: 'INSUFFICIENT_STOCK',
    message:
      left === 0
        ? `${names} is out of stock.`
        : `Only ${left} of ${names} ${left === 1 ? 'is' : 'are'} left.`,
    quantity_available: left,
    variant_id: variantId,
  };
}
