import { useEffect, useId, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { ProductDetailResponse } from 'shared-contracts';
import { formatPrice, isLongProductName } from 'shared-contracts';
import { Button, FloatingActionButton, VisuallyHidden } from 'shared-ui';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { useLazyGetProductQuery } from '../../../api/shop-api';
import {
  addToCartRequested,
  buyNowHandled,
  optionChosen,
  selectAddMessage,
  selectAddStatus,
  selectBuyNowSucceeded,
  selectMissingAttributes,
  missingAttributes,
  toggleChoice,
} from '../../cart/state';
import { choicePrice } from '../choice-price';
import { OptionGroups } from './option-groups';
import styles from './product-info.module.css';

export interface ProductInfoProps {
  product: ProductDetailResponse;
  brandHref: (path: string) => string;
}

/**
 * The product info block (docs/product.md §2 widget 2, §4, §5): name (a smaller heading over 40
 * characters), price, the original crossed out and a red badge when discounted, one group of
 * option buttons per attribute (several values where the attribute is multi-select), Add to Cart
 * and Buy now. Choosing an option asks products-detail for the matching variants; the buttons wait
 * while it runs. On phones the floating "Add to cart" button (widget 9) does the same add, so it
 * stays in reach while the shopper scrolls the pictures, reviews and recommendations.
 */
export function ProductInfo({ product, brandHref }: ProductInfoProps) {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [selected, setSelected] = useState<Record<string, string[]>>({});
  const [selectVariants, selection] = useLazyGetProductQuery();
  const status = useAppSelector(selectAddStatus);
  const message = useAppSelector(selectAddMessage);
  const missing = useAppSelector(selectMissingAttributes);
  const buyNowSucceeded = useAppSelector(selectBuyNowSucceeded);
  const busy = selection.isFetching;

  // docs/product.md §4: Buy now goes to checkout once the add succeeded.
  useEffect(() => {
    if (!buyNowSucceeded) return;
    dispatch(buyNowHandled());
    void navigate('/checkout');
  }, [buyNowSucceeded, dispatch, navigate]);

  const choose = (attribute: string, value: string, multi: boolean) => {
    const next = toggleChoice(selected, attribute, value, multi);
    setSelected(next);
    dispatch(optionChosen());
    void selectVariants({ productId: product.id, attributes: next });
  };

  // The variants the server matched to the choice so far (all of them before any choice).
  const matching = selection.data && !selection.isFetching ? selection.data.variants : product.variants;
  const { price, before, soldOut } = choicePrice(product, matching, selected);
  const discounted = product.discount_percentage > 0;

  const submit = (buyNow: boolean) =>
    dispatch(
      addToCartRequested({
        // The full product: the saga matches the choice against every variant.
        product: { name: product.name, attributes: product.attributes, variants: product.variants },
        selected,
        buyNow,
        cartHref: brandHref('/cart'),
      }),
    );

  // The floating button is far from the options: when it is refused for a missing choice, take the
  // shopper to the first group still to choose (focus also reads out the group and its message).
  const groupIds = useId();
  const focusMissing = useRef(false);
  useEffect(() => {
    if (!focusMissing.current || missing.length === 0) return;
    focusMissing.current = false;
    const index = Object.keys(product.attributes).indexOf(missing[0] ?? '');
    const group = document.getElementById(`${groupIds}-${index}`);
    group?.scrollIntoView({ block: 'center' });
    group?.querySelector('button')?.focus({ preventScroll: true });
  }, [missing, product.attributes, groupIds]);

  return (
    <div className={styles.info}>
      {/* One h1 either way (heading order); a long name gets the smaller type. */}
      <h1 className={isLongProductName(product.name) ? styles.nameSmall : styles.name}>{product.name}</h1>
      <p className={styles.prices}>
        <span className={styles.price}>{formatPrice(price)}</span>
        {before !== null ? (
          <s className={styles.before}>
            <VisuallyHidden>Original price </VisuallyHidden>
            {formatPrice(before)}
          </s>
        ) : null}
        {discounted ? <span className={styles.badge}>{product.discount_percentage}% OFF</span> : null}
      </p>
      <OptionGroups
        attributes={product.attributes}
        multiSelect={product.multi_select_attributes}
        selected={selected}
        missing={missing}
        disabled={busy}
        onChoose={choose}
        messageId="add-to-cart-message"
        idPrefix={groupIds}
      />
      {soldOut ? <p className={styles.stock}>Out of stock</p> : null}
      <p id="add-to-cart-message" className={styles.message} role="alert">
        {message ?? ''}
      </p>
      <div className={styles.actions}>
        <Button
          type="button"
          loading={status === 'pending'}
          loadingLabel="Adding to cart"
          disabled={busy}
          onClick={() => submit(false)}
        >
          Add to Cart
        </Button>
        <Button
          type="button"
          variant="secondary"
          disabled={busy || status === 'pending'}
          onClick={() => submit(true)}
        >
          Buy now
        </Button>
      </div>
      <FloatingActionButton
        title="Add to cart"
        loading={status === 'pending'}
        loadingLabel="Adding to cart"
        disabled={busy}
        onClick={() => {
          focusMissing.current = missingAttributes(product.attributes, selected).length > 0;
          submit(false);
        }}
      />
    </div>
  );
}
