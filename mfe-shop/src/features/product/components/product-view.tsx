import { Link, useParams } from 'react-router-dom';
import type { BrandId } from 'shared-contracts';
import { errorStatus, MESSAGES } from 'shared-contracts';
import { SkeletonBlock, SkeletonText, VisuallyHidden } from 'shared-ui';
import { useGetProductQuery, useGetRecommendedQuery } from '../../../api/shop-api';
import { ProductSlider, shopBrandOf, useCardAdd } from '../../catalogue';
import { LoadError } from '../../../components/load-error';
import { useDocumentMeta } from '../product-meta';
import { ProductGallery } from './product-gallery';
import { ProductInfo } from './product-info';
import styles from './product-view.module.css';
import { ReviewsList } from './reviews-list';
import { SizeGuide } from './size-guide';

export interface ProductViewProps {
  brand: BrandId;
  brandHref: (path: string) => string;
  /** The product id or slug; the route's :productId when not given. */
  productId?: string;
}

function ProductNotFound() {
  return (
    <section className={styles.notFound} aria-labelledby="product-not-found">
      <h1 id="product-not-found">{MESSAGES.pageNotFound}</h1>
      <Link to="/shop">{MESSAGES.continueShopping}</Link>
    </section>
  );
}

/** The product page /shop/{productId}: carousel, info block, size guide, reviews, recommended products. */
export function ProductView({ brand, brandHref, productId: given }: ProductViewProps) {
  const params = useParams();
  const productId = given ?? params.productId ?? '';
  const product = useGetProductQuery({ productId });
  const recommended = useGetRecommendedQuery({ brand: shopBrandOf(brand), exclude: productId });
  const { addCard, dialog } = useCardAdd(brandHref);
  const data = product.data;
  useDocumentMeta(data ? data.name : null, data ? data.description : null);

  const status = errorStatus(product.error);
  if (status === 404 || status === 400) return <ProductNotFound />;
  if (product.isError) {
    return (
      <div className={styles.page}>
        <LoadError
          message="The product could not be loaded."
          onRetry={product.refetch}
          retrying={product.isFetching}
        />
      </div>
    );
  }
  if (!data) {
    return (
      <div className={styles.page} aria-busy="true">
        <VisuallyHidden asChild>
          <p role="status">{MESSAGES.loading}</p>
        </VisuallyHidden>
        <div className={styles.top}>
          <SkeletonBlock aspectRatio={1} />
          <SkeletonText lines={5} />
        </div>
      </div>
    );
  }
  const hasSizes = 'Size' in data.attributes;
  return (
    <div className={styles.page}>
      <div className={styles.top}>
        <ProductGallery name={data.name} media={data.media} />
        <div>
          <ProductInfo product={data} brandHref={brandHref} />
          <p className={styles.description}>{data.description}</p>
          {hasSizes ? <SizeGuide /> : null}
        </div>
      </div>
      <ReviewsList reviews={data.reviews} />
      <ProductSlider
        title="Recommended products"
        items={recommended.data}
        loading={recommended.isLoading}
        onAddToCart={addCard}
      />
      {dialog}
    </div>
  );
}
