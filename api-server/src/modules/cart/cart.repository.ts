import type { Checkout, CheckoutError, CheckoutLine } from '../../contracts';
import type { Queryable } from '../../db/database';
import { CURRENCY, toVariant, variantsSql, type VariantRow } from '../shop/catalogue.repository';

// The form gen_random_uuid() gives ids in; anything else cannot be a checkout or a line, and
// passing it to a uuid column would fail the query (a 500) instead of finding nothing.
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isUuid = (value: string): boolean => UUID.test(value);

/** A change the cart refuses: the HTTP status and Saleor-style errors to answer with. */
export class CartError extends Error {
  constructor(
    readonly status: 400 | 404 | 409 | 503,
    readonly errors: CheckoutError[],
  ) {
    super(errors[0]?.message ?? 'The cart was not changed.');
  }
}

export const checkoutNotFound = (): CartError =>
  new CartError(404, [{ field: 'id', code: 'NOT_FOUND', message: 'Checkout not found.' }]);

/** Locks an open checkout for the rest of the transaction; throws 404 when there is none. */
export async function lockOpenCheckout(tx: Queryable, id: string): Promise<void> {
  if (!isUuid(id)) throw checkoutNotFound();
  const { rows } = await tx.query("select id from checkouts where id = $1 and status = 'open' for update", [
    id,
  ]);
  if (rows.length === 0) throw checkoutNotFound();
}

/** Marks the checkout changed: its lines keep holding stock for another HOLD_HOURS. */
export async function touchCheckout(tx: Queryable, id: string): Promise<void> {
  await tx.query('update checkouts set updated_at = now() where id = $1', [id]);
}

interface CheckoutRow {
  id: string;
  email: string | null;
  /** The checkout's other columns, for the checkout module's view (checkout-state.ts). */
  extra: Record<string, unknown>;
}

interface LineRow {
  id: string;
  variant_id: string;
  quantity: number;
}

/**
 * An open checkout in the Saleor shape of docs/product.md §3, or null. Each line's variant shows how many of
 * it this checkout may have in all (its `quantity`: stock less what other carts hold), which is
 * the cart page's upper bound.
 */
export async function loadCheckout(db: Queryable, id: string): Promise<Checkout | null> {
  return (await loadCheckoutWith(db, id, []))?.checkout ?? null;
}

const checkoutSqls = new Map<string, string>();

/**
 * The query of {@link loadCheckoutWith}: one round trip, kept prepared, since a cart write answers
 * with this view and so pays it on every add, update and remove
 * (docs/adr/0160-cart-writes-one-statement.md, docs/adr/0161-cart-writes-prepared-and-async.md).
 */
function checkoutSql(columns: readonly string[]): string {
  const key = columns.join(',');
  let sql = checkoutSqls.get(key);
  if (sql === undefined) {
    sql = `with lines as (
       select id, variant_id, quantity, created_at from checkout_lines where checkout_id = $1
     )
     select c.id, c.email, json_build_object(${columns.map((column) => `'${column}', c.${column}`).join(', ')}) as extra,
       coalesce((select json_agg(json_build_object('id', l.id, 'variant_id', l.variant_id, 'quantity', l.quantity)
         order by l.created_at, l.id) from lines l), '[]'::json) as lines,
       coalesce((select json_agg(v) from (${variantsSql('v.id in (select variant_id from lines)', '$1')}) v),
         '[]'::json) as variants
     from checkouts c where c.id = $1 and c.status = 'open'`;
    checkoutSqls.set(key, sql);
  }
  return sql;
}

/**
 * {@link loadCheckout}, with the checkout's `columns` read in the same query (for the checkout
 * module's view: shipping, promo code, owner).
 */
export async function loadCheckoutWith(
  db: Queryable,
  id: string,
  columns: readonly string[],
): Promise<{ checkout: Checkout; extra: Record<string, unknown> } | null> {
  if (!isUuid(id)) return null;
  const { rows } = await db.query<CheckoutRow & { lines: LineRow[]; variants: VariantRow[] }>(
    checkoutSql(columns),
    [id],
    { prepare: true },
  );
  const row = rows[0];
  if (!row) return null;
  const lines = { rows: row.lines };
  const variants = { rows: row.variants };
  const byId = new Map(variants.rows.map((variant) => [variant.id, toVariant(variant)]));
  const checkoutLines: CheckoutLine[] = lines.rows.flatMap((line) => {
    const variant = byId.get(line.variant_id);
    return variant ? [{ id: line.id, quantity: line.quantity, variant }] : [];
  });
  const subtotalCents = checkoutLines.reduce(
    (sum, line) => sum + Math.round(line.variant.pricing.price.net.amount * 100) * line.quantity,
    0,
  );
  const money = { amount: subtotalCents / 100, currency: CURRENCY };
  const checkout: Checkout = {
    id: row.id,
    quantity: checkoutLines.reduce((sum, line) => sum + line.quantity, 0),
    lines: checkoutLines,
    // Filled in by the checkout module (shipping, payments, promo codes) when it lands.
    shippingMethods: [],
    availablePaymentGateways: [],
    voucherCode: null,
    discount: null,
    email: row.email,
    shippingAddress: null,
    deliveryMethod: null,
    subtotalPrice: { gross: money },
    totalPrice: { gross: money },
  };
  return { checkout, extra: row.extra };
}
