import { formatPrice, type OrderDetails } from 'shared-contracts';
import styles from './orders.module.css';

/** An order's lines and totals, as the server stored them when the order was made. */
export function OrderLines({ order }: { order: OrderDetails }) {
  return (
    <>
      <ul className={styles.lines} aria-label={`Items in order ${order.number}`}>
        {order.lines.map((line) => (
          <li key={line.variantId} className={styles.line}>
            <span>
              {line.productName}
              {line.variantName ? <span className={styles.muted}> ({line.variantName})</span> : null}
              <span className={styles.muted}> × {line.quantity}</span>
            </span>
            <span>{formatPrice(line.total.amount)}</span>
          </li>
        ))}
      </ul>
      <dl className={styles.totals}>
        <div>
          <dt>Subtotal</dt>
          <dd>{formatPrice(order.subtotal.amount)}</dd>
        </div>
        <div>
          <dt>Shipping ({order.shippingMethod.name})</dt>
          <dd>{order.shipping.amount === 0 ? 'Free' : formatPrice(order.shipping.amount)}</dd>
        </div>
        {order.discount.amount > 0 ? (
          <div>
            <dt>Discount{order.voucherCode ? ` (${order.voucherCode})` : ''}</dt>
            <dd>{formatPrice(-order.discount.amount)}</dd>
          </div>
        ) : null}
        <div className={styles.grandTotal}>
          <dt>Total</dt>
          <dd>{formatPrice(order.total.amount)}</dd>
        </div>
      </dl>
    </>
  );
}
