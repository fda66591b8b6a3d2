import type { OrderDetails as Order, OrderDetailsLine, PaymentGatewayId } from 'shared-contracts';
import type { Queryable } from '../../db/database';

// Orders as stored (whole cents) and as the API shows them (Money).

export interface OrderRow {
  id: string;
  number: number;
  status: string;
  gateway: string;
  lines: StoredOrderLine[];
  shipping_method: { id: string; name: string };
  voucher_code: string | null;
  currency: string;
  subtotal_cents: number;
  shipping_cents: number;
  discount_cents: number;
  total_cents: number;
  created_at: string | Date;
}

export interface StoredOrderLine {
  variant_id: string;
  product_name: string;
  variant_name: string;
  quantity: number;
  unit_price_cents: number;
}

export const ORDER_COLUMNS = `id, number, status, gateway, lines, shipping_method, voucher_code, currency,
  subtotal_cents, shipping_cents, discount_cents, total_cents, created_at`;

export function toOrder(row: OrderRow): Order {
  const money = (cents: number) => ({ amount: cents / 100, currency: row.currency });
  const lines: OrderDetailsLine[] = row.lines.map((line) => ({
    variantId: line.variant_id,
    productName: line.product_name,
    variantName: line.variant_name,
    quantity: line.quantity,
    unitPrice: money(line.unit_price_cents),
    total: money(line.unit_price_cents * line.quantity),
  }));
  return {
    id: row.id,
    number: String(row.number),
    created: new Date(row.created_at).toISOString(),
    status: row.status,
    gateway: row.gateway as PaymentGatewayId,
    lines,
    subtotal: money(row.subtotal_cents),
    shipping: money(row.shipping_cents),
    discount: money(row.discount_cents),
    total: money(row.total_cents),
    voucherCode: row.voucher_code,
    shippingMethod: row.shipping_method,
  };
}

export async function orderOfCheckout(db: Queryable, checkoutId: string): Promise<Order | null> {
  const { rows } = await db.query<OrderRow>(`select ${ORDER_COLUMNS} from orders where checkout_id = $1`, [
    checkoutId,
  ]);
  return rows[0] ? toOrder(rows[0]) : null;
}

/** A user's orders, newest first, and how many there are in all. */
export async function ordersOfUser(
  db: Queryable,
  userId: string,
  limit: number,
  offset: number,
): Promise<{ count: number; orders: Order[] }> {
  const count = await db.query<{ count: number }>(
    'select count(*)::int as count from orders where user_id = $1',
    [userId],
  );
  const { rows } = await db.query<OrderRow>(
    `select ${ORDER_COLUMNS} from orders where user_id = $1 order by created_at desc, number desc limit $2 offset $3`,
    [userId, limit, offset],
  );
  return { count: count.rows[0]?.count ?? 0, orders: rows.map(toOrder) };
}
