import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { ProductDetailResponse } from 'shared-contracts';
import { formatPrice, isLongProductName } from 'shared-contracts';
import { Button } from 'shared-ui';
import { useShopDispatch, useShopSelector } from '../../../app/hooks';
import { useLazyGetProductQuery } from '../../catalogue/api/shop-api';
import {
  addToCartRequested,
  buyNowHandled,
  optionChosen,
  selectAddMessage,
  selectAddStatus,
  selectBuyNowSucceeded,
  selectMissingAttributes,
} from '../../cart/cart.slice';
import { findVariant } from '../../cart/variant-match';
import styles from './product-info.module.css';

export interface ProductInfoProps {
  product: ProductDetailResponse;
  brandHref: (path: string) => string;
}

/**
 * The product info block (SPEC §2 widget 2, §4, §5): name (a smaller heading over 40
 * characters), price, the original crossed out and a red badge when discounted, one group of
 * option buttons per attribute, Add to Cart and Buy now. Choosing an option asks products-detail
 * for the matching variants; the buttons wait while it runs.
 */
export function ProductInfo({ product, brandHref }: ProductInfoProps) {
  const dispatch = useShopDispatch();
  const navigate = useNavigate();
  const [selected, setSelected] = useState<Record<string, string[]>>({});
  const [selectVariants, selection] = useLazyGetProductQuery();
  const status = useShopSelector(selectAddStatus);
  const message = useShopSelector(selectAddMessage);
  const missing = useShopSelector(selectMissingAttributes);
  const buyNowSucceeded = useShopSelector(selectBuyNowSucceeded);
  const busy = selection.isFetching;

  // SPEC §4: Buy now goes to checkout once the add succeeded.
  useEffect(() => {
    if (!buyNowSucceeded) return;
    dispatch(buyNowHandled());
    void navigate('/checkout');
  }, [buyNowSucceeded, dispatch, navigate]);

  const choose = (attribute: string, value: string) => {
    const next = { ...selected, [attribute]: [value] };
    setSelected(next);
    dispatch(optionChosen());
    void selectVariants({ productId: product.id, attributes: next });
  };

  // The variants the server matched to the choice so far (all of them before any choice).
  const matching = selection.data && !selection.isFetching ? selection.data.variants : product.variants;
  const chosenVariant = findVariant(matching, selected);
  const price = chosenVariant ? chosenVariant.pricing.price.net.amount : product.minium_variant_price;
  const discounted = product.discount_percentage > 0;
  const before = discounted
    ? chosenVariant
      ? // In cents, so the division does not lose them: $28.80 at 20% off was $36.00.
        Math.round((price * 100 * 100) / (100 - product.discount_percentage)) / 100
      : product.minimum_variant_before_discount_price
    : null;

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

  return (
    <div className={styles.info}>
      {/* One h1 either way (heading order); a long name gets the smaller type. */}
      <h1 className={isLongProductName(product.name) ? styles.nameSmall : styles.name}>{product.name}</h1>
      <p className={styles.prices}>
        <span className={styles.price}>{formatPrice(price)}</span>
        {before !== null ? (
          <s className={styles.before}>
            <span className={styles.visuallyHidden}>Original price </span>
            {formatPrice(before)}
          </s>
        ) : null}
        {discounted ? <span className={styles.badge}>{product.discount_percentage}% OFF</span> : null}
      </p>
      {Object.entries(product.attributes).map(([attribute, values]) => {
        const isMissing = missing.includes(attribute);
        return (
          <fieldset
            key={attribute}
            className={`${styles.options} ${isMissing ? styles.missing : ''}`}
            aria-invalid={isMissing || undefined}
            aria-describedby={isMissing ? 'add-to-cart-message' : undefined}
          >
            <legend className={styles.legend}>
              {attribute}
              {isMissing ? <span className={styles.required}> (please choose)</span> : null}
            </legend>
            {values.map((value) => (
              <button
                key={value}
                type="button"
                className={styles.option}
                aria-pressed={selected[attribute]?.includes(value) ?? false}
                disabled={busy}
                onClick={() => choose(attribute, value)}
              >
                {value}
              </button>
            ))}
          </fieldset>
        );
      })}
      {chosenVariant && chosenVariant.quantity === 0 ? <p className={styles.stock}>Out of stock</p> : null}
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
    </div>
  );
}
