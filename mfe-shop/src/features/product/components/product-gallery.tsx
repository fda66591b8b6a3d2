import { useState } from 'react';
import type { Media } from 'shared-contracts';
import { Modal } from 'shared-ui/modal';
import { mediaSrcSet, mediaUrl, PLACEHOLDER_IMAGE } from '../../catalogue/media-url';
import styles from './product-gallery.module.css';

export interface ProductGalleryProps {
  name: string;
  media: Media[];
}

function Thumbnails({
  media,
  current,
  onSelect,
  label,
}: {
  media: Media[];
  current: number;
  onSelect: (index: number) => void;
  label: string;
}) {
  if (media.length < 2) return null;
  return (
    <div className={styles.thumbs} role="group" aria-label={label}>
      {media.map((item, index) => (
        <button
          key={item.url}
          type="button"
          className={styles.thumb}
          aria-pressed={index === current}
          aria-label={`Show picture ${index + 1} of ${media.length}`}
          onClick={() => onSelect(index)}
        >
          <img src={mediaUrl(item.url)} alt="" width={64} height={64} loading="lazy" decoding="async" />
        </button>
      ))}
    </div>
  );
}

/**
 * The product image carousel (SPEC §2 widget 1): the picture with a thumbnail strip, a fade
 * between pictures, the placeholder when there are none, and a click that enlarges it in a modal
 * with the same thumbnails (closed by Escape, the backdrop or its close button).
 */
export function ProductGallery({ name, media }: ProductGalleryProps) {
  const [current, setCurrent] = useState(0);
  const [open, setOpen] = useState(false);
  const shown = media[current] ?? media[0];

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
        onClick={() => setOpen(true)}
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
      <Thumbnails media={media} current={current} onSelect={setCurrent} label={`Pictures of ${name}`} />
      <Modal title={name} size="lg" open={open} onOpenChange={setOpen}>
        <img
          className={styles.large}
          src={mediaUrl(shown.url)}
          alt={shown.alt ?? name}
          width={800}
          height={800}
        />
        <Thumbnails
          media={media}
          current={current}
          onSelect={setCurrent}
          label={`Pictures of ${name} (enlarged)`}
        />
      </Modal>
    </div>
  );
}
