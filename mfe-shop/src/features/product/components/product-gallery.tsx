import { lazy, Suspense, useEffect, useState } from 'react';
import { whenIdle, type Media } from 'shared-contracts';
import { mediaSrcSet, mediaUrl, PLACEHOLDER_IMAGE } from '../../../api/media-url';
import styles from './product-gallery.module.css';
import { ProductThumbnails } from './product-thumbnails';

// The enlarged view is fetched once the page is idle (the effect below), not with the product:
// its dialog and Radix parts are about 15 KB gz that the first paint does not need. A click before
// then still opens it, once its chunk arrives.
const loadPictureModal = () => import('./product-picture-modal');
const ProductPictureModal = lazy(loadPictureModal);

export interface ProductGalleryProps {
  name: string;
  media: Media[];
}

/**
 * The product image carousel (docs/product.md §2 widget 1): the picture with a thumbnail strip, a fade
 * between pictures, the placeholder when there are none, and a click that enlarges it in a modal
 * with the same thumbnails (closed by Escape, the backdrop or its close button).
 */
export function ProductGallery({ name, media }: ProductGalleryProps) {
  const [current, setCurrent] = useState(0);
  const [open, setOpen] = useState(false);
  // Mounted from the first click on: closing then keeps the dialog's own way of closing (focus
  // back on the picture) instead of unmounting it.
  const [enlarged, setEnlarged] = useState(false);
  const shown = media[current] ?? media[0];
  const hasPictures = shown !== undefined;

  useEffect(() => (hasPictures ? whenIdle(() => void loadPictureModal()) : undefined), [hasPictures]);

  if (!shown) {
    return (
      <div className={styles.gallery}>
        <img
          className={styles.main}
          src={PLACEHOLDER_IMAGE}
          alt={`No picture of ${name} yet`}
          width={600}
          height={600}
        />
      </div>
    );
  }

  return (
    <div className={styles.gallery}>
      <button
        type="button"
        className={styles.enlarge}
        onClick={() => {
          setEnlarged(true);
          setOpen(true);
        }}
        aria-label={`Enlarge picture: ${shown.alt ?? name}`}
      >
        {media.map((item, index) => (
          <img
            key={item.url}
            className={`${styles.main} ${index === current ? styles.visible : styles.hidden}`}
            src={mediaUrl(item.url)}
            srcSet={mediaSrcSet(item.url, [400, 600, 1200])}
            sizes="(min-width: 768px) 50vw, 100vw"
            alt={index === current ? (item.alt ?? name) : ''}
            aria-hidden={index !== current || undefined}
            width={600}
            height={600}
            // The first picture is the page's largest: fetched first. The others wait.
            loading={index === 0 ? 'eager' : 'lazy'}
            fetchPriority={index === 0 ? 'high' : 'low'}
            decoding="async"
          />
        ))}
      </button>
      <ProductThumbnails
        media={media}
        current={current}
        onSelect={setCurrent}
        label={`Pictures of ${name}`}
      />
      {enlarged && (
        <Suspense fallback={null}>
          <ProductPictureModal
            name={name}
            media={media}
            current={current}
            onSelect={setCurrent}
            open={open}
            onOpenChange={setOpen}
          />
        </Suspense>
      )}
    </div>
  );
}
