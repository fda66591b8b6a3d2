import { formatPrice, normaliseCartLine, type Checkout } from 'shared-contracts';
import { mediaUrl } from './media-url';
import styles from './checkout-view.module.css';

/** What shipping costs on the summary: free, its price, or not known before a method is chosen. */
function shippingText(checkout: Checkout): string {
  const method = checkout.deliveryMethod;
  if (!method) return 'Chosen below';
  return method.price.amount === 0 ? 'Free' : formatPrice(method.price.amount);
}

/** The order summary: lines, subtotal, shipping, discount and total, all as the server computed them. */
export function OrderSummary({ checkout }: { checkout: Checkout }) {
  const subtotal = checkout.subtotalPrice?.gross.amount ?? 0;
  const total = checkout.totalPrice?.gross.amount ?? subtotal;
  const discount = checkout.discount?.amount ?? 0;
  return (
    <>
      <ul className={styles.lines} aria-label="Items in your order">
        {checkout.lines.map((line) => {
          const shown = normaliseCartLine(line);
          const attributes = Object.entries(shown.attributes);
          return (
            <li key={shown.line_id} className={styles.line}>
              <img className={styles.thumb} src={mediaUrl(shown.image)} alt="" width={64} height={64} />
              <div className={styles.lineText}>
                <p className={styles.lineName}>{shown.product_name}</p>
                {attributes.length > 0 ? (
                  <p className={styles.lineMeta}>
                    {attributes.map(([name, value]) => `${name}: ${value}`).join(', ')}
                  </p>
                ) : null}
                <p className={styles.lineMeta}>
                  Qty {shown.quantity} × {formatPrice(shown.price)}
                </p>
              </div>
              <p className={styles.lineTotal}>{formatPrice(shown.price * shown.quantity)}</p>
            </li>
          );
        })}
      </ul>
      <dl className={styles.totals}>
        <div>
          <dt>Subtotal</dt>
          <dd>{formatPrice(subtotal)}</dd>
        </div>
        <div>
          <dt>Shipping</dt>
          <dd>{shippingText(checkout)}</dd>
        </div>
        <div>
          <dt>Discount{checkout.voucherCode ? ` (${checkout.voucherCode})` : ''}</dt>
          <dd>{discount > 0 ? formatPrice(-discount) : formatPrice(0)}</dd>
        </div>
        <div className={styles.grandTotal}>
          <dt>Total</dt>
          <dd>{formatPrice(total)}</dd>
        </div>
      </dl>
    </>
  );
}
