import type { Checkout, CheckoutError, CheckoutLine } from '../../contracts';
import type { Queryable } from '../../db/database';
import { CURRENCY, toVariant, variantsSql, type VariantRow } from '../shop/catalogue.repository';
import { heldOfVariantSql, unitsPerCart } from '../shop/stock-holds';

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

/**
 * Locks an open checkout for the rest of the transaction and marks it changed (its lines hold
 * stock for another HOLD_HOURS), in one statement: the update takes the row lock. Throws 404
 * when there is no such open checkout. If the transaction rolls back, so does the mark.
 */
export async function lockAndTouchOpenCheckout(tx: Queryable, id: string): Promise<void> {
  if (!isUuid(id)) throw checkoutNotFound();
  const { rows } = await tx.query(
    "update checkouts set updated_at = now() where id = $1 and status = 'open' returning id",
    [id],
  );
  if (rows.length === 0) throw checkoutNotFound();
}

/**
 * Adds `quantity` to the line of `variantId` (`mode` 'add'), or makes it `quantity` ('set'), if the
 * stock allows: stock less what other open carts hold. The checkout must be locked by the
 * transaction (so its own line cannot change meanwhile). The variant row is locked first, in its
 * own statement, so two carts reaching for the last unit take turns, and the check that follows
 * (a new statement, so a new snapshot under READ COMMITTED) sees the first one's committed line.
 * The check and the write are one statement: two queries a variant.
 */
export async function setLineQuantity(
  tx: Queryable,
  checkoutId: string,
  variantId: string,
  quantity: number,
  mode: 'add' | 'set',
): Promise<void> {
  const variant = await tx.query<{ stock: number; name: string; product_name: string }>(
    `select v.stock, v.name, p.name as product_name from shop_variants v join shop_products p on p.id = v.product_id
     where v.id = $1 for update of v`,
    [variantId],
  );
  const row = variant.rows[0];
  if (!row) {
    throw new CartError(400, [
      { field: 'variantId', code: 'NOT_FOUND', message: 'Product variant not found.', variant_id: variantId },
    ]);
  }
  // A scarce variant (few units in stock) goes only a few to one cart.
  const perCart = unitsPerCart(row.stock);
  const wanted = mode === 'add' ? 'state.own + $3::int' : '$3::int';
  const written = await tx.query<{ quantity: number }>(
    `with state as (
       select greatest($4::int - (${heldOfVariantSql('$2', '$1')}), 0) as available,
         coalesce((select quantity from checkout_lines where checkout_id = $1 and variant_id = $2), 0) as own
     )
     insert into checkout_lines (checkout_id, variant_id, quantity)
     select $1, $2, ${wanted} from state
     where ${wanted} <= state.available and ($5::int is null or ${wanted} <= $5::int)
     on conflict (checkout_id, variant_id) do update set quantity = excluded.quantity
     returning quantity`,
    [checkoutId, variantId, quantity, row.stock, perCart],
  );
  if (written.rows.length > 0) return;
  // Refused: say how many may still be added (adding) or had (setting). Rare, so asked again here.
  const { rows } = await tx.query<{ available: number; own: number }>(
    `select greatest($3::int - (${heldOfVariantSql('$2', '$1')}), 0)::int as available,
       coalesce((select quantity from checkout_lines where checkout_id = $1 and variant_id = $2), 0)::int as own`,
    [checkoutId, variantId, row.stock],
  );
  const available = rows[0]?.available ?? 0;
  const own = rows[0]?.own ?? 0;
  const limit = perCart === null ? available : Math.min(available, perCart);
  const left = mode === 'add' ? Math.max(limit - own, 0) : limit;
  // The cap binds before the stock does: say so, rather than "out of stock" with units left.
  if (perCart !== null && perCart < available) {
    throw new CartError(409, [
      {
        field: 'quantity',
        code: 'LIMIT_PER_CART',
        message: `Only ${perCart} of ${row.product_name} (${row.name}) can be in one cart: few are left.`,
        quantity_available: left,
        variant_id: variantId,
      },
    ]);
  }
  throw new CartError(409, [
    {
      field: 'quantity',
      code: 'INSUFFICIENT_STOCK',
      message:
        left === 0
          ? `${row.product_name} (${row.name}) is out of stock.`
          : `Only ${left} of ${row.product_name} (${row.name}) ${left === 1 ? 'is' : 'are'} left.`,
      quantity_available: left,
      variant_id: variantId,
    },
  ]);
}

interface CheckoutRow {
  id: string;
  email: string | null;
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
  if (!isUuid(id)) return null;
  const checkout = await db.query<CheckoutRow>(
    "select id, email from checkouts where id = $1 and status = 'open'",
    [id],
  );
  const row = checkout.rows[0];
  if (!row) return null;
  const lines = await db.query<LineRow>(
    'select id, variant_id, quantity from checkout_lines where checkout_id = $1 order by created_at, id',
    [id],
  );
  const variantIds = lines.rows.map((line) => line.variant_id);
  const variants = variantIds.length
    ? await db.query<VariantRow>(variantsSql('v.id = any($1)', '$2'), [variantIds, id])
    : { rows: [] };
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
  return {
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
}
