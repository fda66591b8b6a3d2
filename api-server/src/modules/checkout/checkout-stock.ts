import type { CheckoutError, CheckoutLine } from '../../contracts';
import type { Queryable } from '../../db/database';
import { heldUnitsSql } from '../shop/stock-holds';

/**
 * The lines `stock` cannot serve, as Saleor INSUFFICIENT_STOCK errors. With `othersHoldFor` the
 * units other open carts hold are left out (before paying, the checkout competes with them); at
 * completion only the stock counts. Variants are locked in id order, so two completions never
 * deadlock and the second sees what the first took.
 */
export async function stockShortages(
  tx: Queryable,
  lines: readonly CheckoutLine[],
  othersHoldFor: string | null,
): Promise<CheckoutError[]> {
  const ids = [...new Set(lines.map((line) => line.variant.id))].sort();
  const { rows } = await tx.query<{ id: string; stock: number; held: number }>(
    othersHoldFor
      ? `select v.id, v.stock, coalesce(h.held, 0)::int as held from shop_variants v
           left join (${heldUnitsSql('$2')}) h on h.variant_id = v.id
          where v.id = any($1) order by v.id for update of v`
      : 'select id, stock, 0 as held from shop_variants where id = any($1) order by id for update',
    othersHoldFor ? [ids, othersHoldFor] : [ids],
  );
  const available = new Map(rows.map((row) => [row.id, Math.max(row.stock - row.held, 0)]));
  return lines
    .filter((line) => (available.get(line.variant.id) ?? 0) < line.quantity)
    .map((line) => ({
      field: 'quantity',
      code: 'INSUFFICIENT_STOCK',
      message: `${line.variant.product.name} (${line.variant.name}) is out of stock.`,
      variant_id: line.variant.id,
      quantity_available: available.get(line.variant.id) ?? 0,
    }));
}
