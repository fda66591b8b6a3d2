import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import type { BrandId, CatalogueItem } from 'shared-contracts';
import { shopCategoryId, whenIdle } from 'shared-contracts';
import { useShopDispatch } from '../../../app/hooks';
import { addToCartRequested } from '../../cart/cart.slice';
import { useGetCatalogueQuery, useGetRecommendedQuery } from '../api/shop-api';
import { catalogueKeyOf, shopBrandOf } from '../brand-shop';
import { LoadError } from './load-error';
import { ProductSlider } from './product-slider';
import styles from './catalogue-view.module.css';

// The option dialog of cards with options is its own chunk (the modal and its Radix parts), fetched
// once the page is idle; a tap before then opens it when the chunk arrives.
const loadOptionsDialog = () => import('../../product/components/product-options-dialog');
const ProductOptionsDialog = lazy(loadOptionsDialog);

const TITLES = { shop: 'Shop', a: 'Underwear', b: 'Kits and bundles', treatment: 'Treatment' } as const;

export interface CatalogueViewProps {
  brand: BrandId;
  pageKey: string;
  brandHref: (path: string) => string;
}

/** A catalogue page: the category's products and the recommended ones, both as sliders. */
export function CatalogueView({ brand, pageKey, brandHref }: CatalogueViewProps) {
  const dispatch = useShopDispatch();
  const shopBrand = shopBrandOf(brand);
  const key = catalogueKeyOf(pageKey);
  const catalogue = useGetCatalogueQuery(shopCategoryId(shopBrand, key));
  const recommended = useGetRecommendedQuery({ brand: shopBrand });
  // The card whose options are being chosen in the dialog.
  const [choosing, setChoosing] = useState<CatalogueItem | null>(null);
  const closeDialog = useCallback((open: boolean) => {
    if (!open) setChoosing(null);
  }, []);

  useEffect(() => whenIdle(() => void loadOptionsDialog()), []);

  // A card's Add to cart (mobile): a product with one variant is added at once (the server checks
  // the stock); one with options opens their choice.
  const addCard = (item: CatalogueItem) => {
    if (!item.variant_id) {
      setChoosing(item);
      return;
    }
    dispatch(
      addToCartRequested({
        product: {
          name: item.title,
          attributes: {},
          variants: [
            {
              id: item.variant_id,
              quantity: 1,
              name: item.title,
              attributes: [],
              product: { name: item.title },
              pricing: { price: { net: { amount: item.price } } },
              media: [],
            },
          ],
        },
        selected: {},
        buyNow: false,
        cartHref: brandHref('/cart'),
      }),
    );
  };

  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{TITLES[key]}</h1>
      {catalogue.isError ? (
        <LoadError
          message="The products could not be loaded."
          onRetry={() => {
            void catalogue.refetch();
            // The recommended row failed with it (it shows nothing then): ask again too.
            if (recommended.isError) void recommended.refetch();
          }}
          retrying={catalogue.isFetching}
        />
      ) : (
        <ProductSlider
          title="Our products"
          items={catalogue.data}
          loading={catalogue.isLoading}
          onAddToCart={addCard}
          priority
        />
      )}
      <ProductSlider
        title="Recommended for you"
        items={recommended.data}
        loading={recommended.isLoading}
        onAddToCart={addCard}
      />
      {choosing ? (
        <Suspense fallback={null}>
          <ProductOptionsDialog item={choosing} onOpenChange={closeDialog} cartHref={brandHref('/cart')} />
        </Suspense>
      ) : null}
    </div>
  );
}
