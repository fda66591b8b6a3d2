// What open carts hold. A line in an open checkout holds its units for HOLD_HOURS after the
// checkout's last change, so two shoppers cannot both put the last unit in their carts; a cart
// left alone longer lets its units go back on sale. Completed checkouts hold nothing (the order
// took the stock).

/** Hours a cart keeps its units after its last change. */
export const HOLD_HOURS = 24;

/**
 * SQL for units of each variant held by open carts, optionally leaving out one checkout ($n is
 * the parameter holding its id, or null to count them all). Use as a subquery named `holds`.
 */
export function heldUnitsSql(excludeCheckoutParam: string | null): string {
  return `select l.variant_id, sum(l.quantity)::int as held
    from checkout_lines l join checkouts c on c.id = l.checkout_id
    where c.status = 'open' and c.updated_at > now() - interval '${HOLD_HOURS} hours'
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
    where l.variant_id = ${variant} and c.status = 'open'
      and c.updated_at > now() - interval '${HOLD_HOURS} hours'
      ${excludeCheckoutParam ? `and c.id <> ${excludeCheckoutParam}` : ''}`;
}
