import type { Media } from 'shared-contracts';
import { mediaUrl } from '../../../api/media-url';
import styles from './product-gallery.module.css';

export interface ProductThumbnailsProps {
  media: Media[];
  current: number;
  onSelect: (index: number) => void;
  label: string;
}

/** The thumbnail strip under a product picture (and in its enlarged view); none for one picture. */
export function ProductThumbnails({ media, current, onSelect, label }: ProductThumbnailsProps) {
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
