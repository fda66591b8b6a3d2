import { useParams, useSearchParams } from 'react-router-dom';
import { SkeletonBlock, SkeletonText, usePersonalParts } from 'shared-ui';
import { useGetCheckoutStatusQuery } from '../../../api/orders-api';
import { gatewayName, orderDate } from '../order-text';
import { ContinueLink, type OrdersViewProps } from './continue-link';
import { OrderLines } from './order-lines';
import styles from './orders.module.css';

/**
 * Shown when there is no order to thank for: no checkout in the link, unknown, not paid, or paid
 * but not this visitor's to see (the link opened in another browser, or by another user).
 */
function NoOrder({ hasOwnShop, completed }: OrdersViewProps & { completed: boolean }) {
  return (
    <section className={styles.page} aria-labelledby="thank-you-title">
      <h1 id="thank-you-title" className={styles.title}>
        We could not find this order
      </h1>
      {completed ? (
        <p>
          This order was placed, but its details show only in the browser that placed it, or in your order
          history when you sign in to the account that placed it.
        </p>
      ) : (
        <p>
          The link does not lead to a completed order. If you just paid, your confirmation email has the
          details.
        </p>
      )}
      <ContinueLink hasOwnShop={hasOwnShop} />
    </section>
  );
}

/**
 * /checkout/thankyou/{paymentGateway}?checkout_id=…: the order number and summary. The order is
 * read from checkout-status by the checkout in the link, so a reload shows the same order (the
 * browser's checkoutId is already gone). The API shows it only to the tab that paid (its receipt
 * token, src/api/receipt-token.ts) or to its signed-in owner.
 */
export function ThankYouView({ hasOwnShop }: OrdersViewProps) {
  const { paymentGateway = '' } = useParams();
  const [search] = useSearchParams();
  const checkoutId = search.get('checkout_id') ?? '';
  // The order shows only to the tab that paid (its receipt token is the browser's) or its signed-in
  // owner: the server renders the loading frame, the browser asks for it (docs/adr/0150).
  const personal = usePersonalParts();
  const status = useGetCheckoutStatusQuery(checkoutId, { skip: checkoutId === '' || !personal });

  if (checkoutId !== '' && (!personal || status.isLoading)) {
    return (
      <section className={styles.page} aria-busy="true" aria-label="Loading your order">
        <SkeletonText lines={2} />
        <SkeletonBlock height="12rem" />
      </section>
    );
  }
  const order = status.data?.order;
  if (!order) return <NoOrder hasOwnShop={hasOwnShop} completed={status.data?.status === 'completed'} />;
  return (
    <section className={styles.page} aria-labelledby="thank-you-title">
      <h1 id="thank-you-title" className={styles.title}>
        Thank you for your order!
      </h1>
      <p className={styles.lead}>
        Your order number is <strong>#{order.number}</strong>.
      </p>
      <p className={styles.muted}>
        Placed on {orderDate(order.created)}, paid with {gatewayName(order.gateway || paymentGateway)}.
      </p>
      <h2 className={styles.subtitle}>Order summary</h2>
      <OrderLines order={order} />
      <ContinueLink hasOwnShop={hasOwnShop} />
    </section>
  );
}
