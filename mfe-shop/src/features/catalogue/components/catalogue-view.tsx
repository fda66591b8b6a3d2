import type { BrandId } from 'shared-contracts';
import { shopCategoryId } from 'shared-contracts';
import { useGetCatalogueQuery, useGetRecommendedQuery } from '../../../api/shop-api';
import { catalogueKeyOf, shopBrandOf } from '../brand-shop';
import { useCardAdd } from '../card-add';
import { LoadError } from '../../../components/load-error';
import { ProductSlider } from './product-slider';
import styles from './catalogue-view.module.css';

const TITLES = { shop: 'Shop', a: 'Underwear', b: 'Kits and bundles', treatment: 'Treatment' } as const;

export interface CatalogueViewProps {
  brand: BrandId;
  pageKey: string;
  brandHref: (path: string) => string;
}

/** A catalogue page: the category's products and the recommended ones, both as sliders. */
export function CatalogueView({ brand, pageKey, brandHref }: CatalogueViewProps) {
  const shopBrand = shopBrandOf(brand);
  const key = catalogueKeyOf(pageKey);
  const catalogue = useGetCatalogueQuery(shopCategoryId(shopBrand, key));
  const recommended = useGetRecommendedQuery({ brand: shopBrand });
  const { addCard, dialog } = useCardAdd(brandHref);

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
      {dialog}
    </div>
  );
}
