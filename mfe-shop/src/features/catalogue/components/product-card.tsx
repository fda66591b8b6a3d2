import type { CatalogueItem } from 'shared-contracts';
import { formatPrice, truncateTitle } from 'shared-contracts';
import { Link } from 'react-router-dom';
import { SkeletonBlock, SkeletonText, VisuallyHidden } from 'shared-ui';
import { mediaSrcSet, mediaUrl } from '../../../api/media-url';
import styles from './product-card.module.css';

export interface ProductCardProps {
  item: CatalogueItem;
  /** The first card's image is the largest above the fold: fetched first, eagerly. */
  priority?: boolean;
  /**
   * Mobile cards' Add to cart: a product with one variant is added at once, one with options
   * opens their choice first (the page decides, see catalogue-view.tsx).
   */
  onAddToCart?: (item: CatalogueItem) => void;
  /** A padding copy in the looping slider: hidden from screen readers and the tab order. */
  copy?: boolean;
}

/** A catalogue card (docs/product.md §2 widget 3): image, title cut at 83 characters, price, discount. */
export function ProductCard({ item, priority = false, onAddToCart, copy = false }: ProductCardProps) {
  // A path for the shell's router, which adds the brand's basename itself.
  const href = `/shop${item.link}`;
  return (
    <article className={styles.card} aria-hidden={copy || undefined} {...(copy ? { inert: true } : {})}>
      <Link to={href} className={styles.link} tabIndex={copy ? -1 : undefined}>
        <img
          className={styles.image}
          src={mediaUrl(item.image)}
          srcSet={mediaSrcSet(item.image)}
          sizes="170px"
          alt={item.image_alt ?? item.title}
          width={170}
          height={170}
          loading={priority ? 'eager' : 'lazy'}
          fetchPriority={priority ? 'high' : 'auto'}
          decoding="async"
        />
        <h3 className={styles.title}>{truncateTitle(item.title)}</h3>
      </Link>
      <p className={styles.price}>
        <span>{formatPrice(item.price)}</span>
        {item.before_discount_price ? (
          <s className={styles.before}>
            <VisuallyHidden>was </VisuallyHidden>
            {formatPrice(item.before_discount_price)}
          </s>
        ) : null}
        {item.discount ? <span className={styles.discount}>{item.discount}</span> : null}
      </p>
      {onAddToCart ? (
        <button
          type="button"
          className={styles.mobileAdd}
          onClick={() => onAddToCart(item)}
          tabIndex={copy ? -1 : undefined}
          // The name says which product (the visible text starts it, so speech control finds it);
          // a hidden span would be read with a stray space before the colon.
          aria-label={`Add to cart: ${item.title}`}
        >
          Add to cart
        </button>
      ) : null}
    </article>
  );
}

/**
 * A card while the list loads, with the card's own boxes: the square picture, the title's two
 * lines, the price line and (on phones) the Add to cart button.
 */
export function ProductCardSkeleton({ withAddButton }: { withAddButton: boolean }) {
  return (
    <div className={styles.card} aria-hidden="true">
      <SkeletonBlock aspectRatio="1 / 1" className={styles.image} />
      <p className={styles.title}>
        <SkeletonText lines={2} />
      </p>
      <p className={styles.price}>
        <SkeletonText lastLineWidth="40%" />
      </p>
      {withAddButton ? <SkeletonBlock height="44px" className={styles.mobileAdd} /> : null}
    </div>
  );
}
