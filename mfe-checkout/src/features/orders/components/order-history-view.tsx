import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';
import { formatPrice } from 'shared-contracts';
import { Button, SkeletonBlock, usePersonalParts } from 'shared-ui';
import { ORDERS_PER_PAGE, useListOrdersQuery } from '../../../api/orders-api';
import { lineText, orderDate, orderStatus } from '../order-text';
import { ContinueLink, type OrdersViewProps } from './continue-link';
import styles from './orders.module.css';

/** The page asked for in the address (?page=2), so a reload or a shared link keeps it. */
function usePage(): [number, (page: number) => void] {
  const [search, setSearch] = useSearchParams();
  const asked = Number.parseInt(search.get('page') ?? '1', 10);
  const page = Number.isFinite(asked) && asked > 0 ? asked : 1;
  const go = (next: number) => {
    setSearch(next === 1 ? {} : { page: String(next) });
  };
  return [page, go];
}

/** /order-history (signed-in users only, the shell guards it): the user's orders, newest first, paginated. */
export function OrderHistoryView({ hasOwnShop }: OrdersViewProps) {
  const [page, setPage] = usePage();
  // The orders are asked for in the browser, once the shell's guard knows the visitor (docs/adr/0150).
  const personal = usePersonalParts();
  const orders = useListOrdersQuery(page, { skip: !personal });
  const heading = useRef<HTMLHeadingElement>(null);
  const pages = orders.data ? Math.max(1, Math.ceil(orders.data.count / ORDERS_PER_PAGE)) : 1;

  // After Previous or Next the list is new: put the reader back at its top.
  const shownPage = useRef(page);
  useEffect(() => {
    if (shownPage.current !== page) heading.current?.focus();
    shownPage.current = page;
  }, [page]);

  let body;
  if (!personal || orders.isLoading || (orders.isFetching && !orders.data)) {
    body = (
      <div aria-busy="true" aria-label="Loading your orders" className={styles.list}>
        {[0, 1, 2].map((key) => (
          <SkeletonBlock key={key} height="9rem" />
        ))}
      </div>
    );
  } else if (orders.isError || !orders.data) {
    body = (
      <div className={styles.empty}>
        <p role="alert">Your orders could not be loaded.</p>
        <Button variant="secondary" onClick={() => void orders.refetch()}>
          Try again
        </Button>
      </div>
    );
  } else if (orders.data.count === 0) {
    body = (
      <div className={styles.empty}>
        <p>You have no orders yet.</p>
        <ContinueLink hasOwnShop={hasOwnShop} />
      </div>
    );
  } else {
    body = (
      <>
        <ol
          className={styles.list}
          aria-label={`Orders, page ${page} of ${pages}`}
          aria-busy={orders.isFetching}
        >
          {orders.data.results.map((order) => (
            <li key={order.id} className={styles.card}>
              <h2 className={styles.cardTitle}>Order #{order.number}</h2>
              <dl className={styles.facts}>
                <div>
                  <dt>Date</dt>
                  <dd>
                    <time dateTime={order.created}>{orderDate(order.created)}</time>
                  </dd>
                </div>
                <div>
                  <dt>Status</dt>
                  <dd>{orderStatus(order.status)}</dd>
                </div>
                <div>
                  <dt>Total</dt>
                  <dd>{formatPrice(order.total.amount)}</dd>
                </div>
              </dl>
              <ul className={styles.cardLines} aria-label={`Items in order ${order.number}`}>
                {order.lines.map((line) => (
                  <li key={line.variantId}>{lineText(line)}</li>
                ))}
              </ul>
            </li>
          ))}
        </ol>
        {pages > 1 ? (
          <nav className={styles.pager} aria-label="Order pages">
            <Button variant="secondary" disabled={page <= 1} onClick={() => setPage(page - 1)}>
              Previous
            </Button>
            <span>
              Page {page} of {pages}
            </span>
            <Button variant="secondary" disabled={page >= pages} onClick={() => setPage(page + 1)}>
              Next
            </Button>
          </nav>
        ) : null}
      </>
    );
  }

  return (
    <section className={styles.page} aria-labelledby="order-history-title">
      <h1 id="order-history-title" ref={heading} tabIndex={-1} className={styles.title}>
        Order history
      </h1>
      {body}
    </section>
  );
}
