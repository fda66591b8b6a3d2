// What open carts hold. A line in an open checkout holds its units for HOLD_HOURS after the
// checkout's last change (ANONYMOUS_HOLD_HOURS for a cart with neither email nor shopper), so two shoppers cannot both put the last unit in their carts; a cart
// left alone longer lets its units go back on sale. Completed checkouts hold nothing (the order
// took the stock).

/** Hours a cart keeps its units after its last change, when it has an email or a signed-in shopper. */
export const HOLD_HOURS = 24;

/**
 * Hours an anonymous cart (no email, no signed-in shopper) keeps its units: a script can make such
 * carts by the thousand, so what they hold goes back on sale soon.
 */
export const ANONYMOUS_HOLD_HOURS = 2;

/**
 * A variant with at most this many units in stock is scarce: one cart may hold only half of its
 * stock (at least one, see {@link unitsPerCart}), so one cart cannot take the last units from
 * everyone else.
 */
export const SCARCE_STOCK = 10;

/**
 * How many units of a variant with `stock` one cart may hold; null when it is not scarce. The
 * database function cart_change (migration 0610) applies the same rule with SCARCE_STOCK.
 */
export function unitsPerCart(stock: number): number | null {
  return stock <= SCARCE_STOCK ? Math.max(1, Math.floor(stock / 2)) : null;
}

/** SQL: whether checkout `c` (an open one) still holds its lines (cart_change, migration 0610, too). */
const HOLDING = `c.updated_at > now() - case when c.email is null and c.user_id is null
      then interval '${ANONYMOUS_HOLD_HOURS} hours' else interval '${HOLD_HOURS} hours' end`;

/**
 * SQL for units of each variant held by open carts, optionally leaving out one checkout ($n is
 * the parameter holding its id, or null to count them all). Use as a subquery named `holds`.
 */
export function heldUnitsSql(excludeCheckoutParam: string | null): string {
  return `select l.variant_id, sum(l.quantity)::int as held
    from checkout_lines l join checkouts c on c.id = l.checkout_id
    where c.status = 'open' and ${HOLDING}
      ${excludeCheckoutParam ? `and c.id <> ${excludeCheckoutParam}` : ''}
    group by l.variant_id`;
}

/**
 * SQL for the units of one variant held by open carts, optionally leaving out one checkout: a sum
 * over that variant's lines only (index checkout_lines_variant), for a correlated subquery or a
 * single variant. `variant` is the SQL naming the variant id (`v.id`, `$2`).
 */
export function heldOfVariantSql(variant: string, excludeCheckoutParam: string | null): string {
  return `select coalesce(sum(l.quantity), 0)::int
    from checkout_lines l join checkouts c on c.id = l.checkout_id
    where l.variant_id = ${variant} and c.status = 'open' and ${HOLDING}
      ${excludeCheckoutParam ? `and c.id <> ${excludeCheckoutParam}` : ''}`;
}
