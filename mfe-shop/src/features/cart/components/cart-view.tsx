import { Link } from 'react-router-dom';
import {
  formatPrice,
  itemLabel,
  normaliseCartLine,
  preloadApiClient,
  storage,
  whenLoadedAndIdle,
  type NormalisedCartLine,
} from 'shared-contracts';
import { SkeletonBlock, SkeletonText, usePersonalParts, VisuallyHidden } from 'shared-ui';
import { useEffect, useState, useSyncExternalStore, type ReactNode } from 'react';
import { errorStatus, eventBus } from 'shared-contracts';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { shopApi, useGetCartQuery } from '../../../api/shop-api';
import { LoadError } from '../../../components/load-error';
import { mediaUrl } from '../../../api/media-url';
import {
  lineQuantityChangeRequested,
  lineRemoveRequested,
  selectBusyLines,
  selectCartError,
} from '../cart.slice';
import styles from './cart-view.module.css';

/** The stored checkoutId, following changes made here, in another remote or in another tab. */
function useCheckoutId(): string | null {
  return useSyncExternalStore(
    (onChange) => eventBus.on('checkout/idChanged', onChange),
    () => storage.get('checkoutId'),
    () => null,
  );
}

/**
 * The checkout of the cart the shell's server read for this page (docs/adr/0189): a guest's cart,
 * named by its cookie, whose read came into the store with the page's server reads. Until the
 * page's personal parts open, the browser shows that cart, as the server did, instead of the
 * placeholder; then the stored checkoutId takes over (the same cart but for a cookie gone stale).
 */
function useRenderedCheckoutId(): string | null {
  return useAppSelector(
    (state) =>
      shopApi.util
        .selectCachedArgsForQuery(state, 'getCart')
        .find((id) => shopApi.endpoints.getCart.select(id)(state).isSuccess) ?? null,
  );
}

function CartLine({ line, max, first }: { line: NormalisedCartLine; max: number; first: boolean }) {
  // The cart's read needs no axios (the shell's preloader sent it), its changes do: fetched once
  // the first line and its picture are in and the page is idle, so it neither delays the line (the
  // LCP) nor keeps the first change waiting (docs/adr/0186).
  useEffect(() => (first ? whenLoadedAndIdle(preloadApiClient) : undefined), [first]);
  const dispatch = useAppDispatch();
  const busy = useAppSelector(selectBusyLines).includes(line.line_id);
  // What the shopper is typing; the server's quantity shows otherwise.
  const [draft, setDraft] = useState<number | null>(null);
  const quantity = draft ?? line.quantity;
  const change = (next: number) => {
    // Never below 1 (Remove takes a line out) nor above what the stock allows.
    const bounded = Math.min(Math.max(next, 1), Math.max(max, 1));
    setDraft(null);
    if (bounded !== line.quantity)
      dispatch(lineQuantityChangeRequested({ lineId: line.line_id, quantity: bounded }));
  };
  const attributes = Object.entries(line.attributes);
  return (
    <li className={styles.line} aria-busy={busy || undefined}>
      {/* The first line's picture is in view, the page's largest paint: fetched at once, the others when near. */}
      <img
        className={styles.image}
        src={mediaUrl(line.image)}
        alt=""
        width={96}
        height={96}
        loading={first ? 'eager' : 'lazy'}
        fetchPriority={first ? 'high' : 'auto'}
      />
      <div className={styles.details}>
        <h2 className={styles.name}>{line.product_name}</h2>
        {attributes.length ? (
          <p className={styles.attributes}>
            {attributes.map(([name, value]) => (
              <span key={name}>
                {name}: {value}
              </span>
            ))}
          </p>
        ) : null}
        <p className={styles.price}>{formatPrice(line.price)}</p>
        <div className={styles.controls}>
          <button
            type="button"
            className={styles.step}
            aria-label={`Decrease quantity of ${line.product_name}`}
            disabled={busy || quantity <= 1}
            onClick={() => change(quantity - 1)}
          >
            −
          </button>
          <label className={styles.quantity}>
            <VisuallyHidden>Quantity of {line.product_name}</VisuallyHidden>
            <input
              type="number"
              inputMode="numeric"
              min={1}
              max={Math.max(max, 1)}
              value={quantity}
              disabled={busy}
              onChange={(event) => setDraft(Number(event.target.value) || 1)}
              onBlur={() => change(quantity)}
            />
          </label>
          <button
            type="button"
            className={styles.step}
            aria-label={`Increase quantity of ${line.product_name}`}
            disabled={busy || quantity >= max}
            onClick={() => change(quantity + 1)}
          >
            +
          </button>
          <button
            type="button"
            className={styles.remove}
            disabled={busy}
            onClick={() => dispatch(lineRemoveRequested({ lineId: line.line_id }))}
          >
            Remove<VisuallyHidden> {line.product_name}</VisuallyHidden>
          </button>
        </div>
      </div>
    </li>
  );
}

/**
 * Every state of the page in one frame: the same <h1> element, updated in place ("Your cart" then
 * "Your cart (1 item)"), so the browser paints no new heading after hydration, which would count
 * as a later largest contentful paint and could move the page.
 */
function CartFrame({ title, busy, children }: { title: string; busy?: boolean; children: ReactNode }) {
  return (
    <div className={styles.page} aria-busy={busy || undefined}>
      <h1 className={styles.title}>{title}</h1>
      {children}
    </div>
  );
}

/**
 * The cart before its lines are known: the server's render and the browser's first when the server
 * read no cart (no guest cart cookie, or a user's cart: docs/adr/0150, 0189), and while the cart
 * loads. Shaped as a cart of one line with its summary, the most common cart, so the lines take
 * its place without moving the page.
 */
function CartPlaceholder() {
  return (
    <>
      <ul className={styles.lines} aria-hidden="true">
        <li className={styles.line}>
          <SkeletonBlock width="96px" height="96px" />
          <div className={styles.details}>
            <p className={styles.name}>
              <SkeletonText lastLineWidth="50%" />
            </p>
            <p className={styles.price}>
              <SkeletonText />
            </p>
            <div className={styles.controls}>
              <SkeletonBlock width="12rem" height="44px" />
            </div>
          </div>
        </li>
      </ul>
      <div className={styles.summary} aria-hidden="true">
        <p className={styles.subtotal}>
          <SkeletonBlock width="12rem" height="1.5em" />
        </p>
        <SkeletonBlock width="8rem" height="44px" />
      </div>
    </>
  );
}

/** The cart pages /cart, /cart/a, /cart/b (docs/product.md §2, §4, §9). */
export function CartView() {
  const personal = usePersonalParts();
  const storedId = useCheckoutId();
  const renderedId = useRenderedCheckoutId();
  const checkoutId = personal ? storedId : renderedId;
  const cart = useGetCartQuery(checkoutId ?? '', { skip: !checkoutId });
  const cartError = useAppSelector(selectCartError);

  // A checkout the server no longer knows is forgotten (the empty cart shows).
  useEffect(() => {
    if (checkoutId && errorStatus(cart.error) === 404) storage.remove('checkoutId');
  }, [checkoutId, cart.error]);

  if ((!personal && !renderedId) || (checkoutId && cart.isLoading)) {
    return (
      <CartFrame title="Your cart" busy>
        <CartPlaceholder />
      </CartFrame>
    );
  }
  // Any failure but "no such checkout" (404, forgotten above): the cart is still there, say so.
  if (checkoutId && cart.isError && errorStatus(cart.error) !== 404) {
    return (
      <CartFrame title="Your cart">
        <LoadError
          message="Your cart could not be loaded."
          onRetry={cart.refetch}
          retrying={cart.isFetching}
        />
      </CartFrame>
    );
  }
  const checkout = checkoutId ? cart.data?.checkout : null;
  const lines = checkout?.lines ?? [];
  if (!checkout || lines.length === 0) {
    return (
      <CartFrame title="Your cart">
        <p>Your cart is empty.</p>
        <Link className={styles.primaryLink} to="/shop">
          Continue shopping
        </Link>
      </CartFrame>
    );
  }
  const subtotal = checkout.subtotalPrice?.gross.amount ?? 0;
  return (
    <CartFrame title={`Your cart (${checkout.quantity} ${itemLabel(checkout.quantity)})`}>
      {cartError ? (
        <p role="alert" className={styles.error}>
          {cartError}
        </p>
      ) : null}
      <ul className={styles.lines}>
        {lines.map((line, index) => (
          <CartLine
            key={line.id}
            line={normaliseCartLine(line)}
            max={line.variant.quantity}
            first={index === 0}
          />
        ))}
      </ul>
      <div className={styles.summary}>
        <p className={styles.subtotal}>
          Subtotal ({checkout.quantity} {itemLabel(checkout.quantity)}):{' '}
          <strong>{formatPrice(subtotal)}</strong>
        </p>
        <Link className={styles.primaryLink} to="/checkout">
          Checkout
        </Link>
      </div>
    </CartFrame>
  );
}
