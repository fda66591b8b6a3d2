import type { Media } from 'shared-contracts';
import { Modal } from 'shared-ui/modal';
import { mediaUrl } from '../../../api/media-url';
import styles from './product-gallery.module.css';
import { ProductThumbnails } from './product-thumbnails';

export interface ProductPictureModalProps {
  name: string;
  media: Media[];
  current: number;
  onSelect: (index: number) => void;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * The enlarged product picture with its thumbnails, in the shared modal (closed by Escape, the
 * backdrop or its close button). Its own chunk: the dialog and its Radix parts are fetched when the
 * page is idle, not before the product shows (product-gallery.tsx).
 */
export default function ProductPictureModal({
  name,
  media,
  current,
  onSelect,
  open,
  onOpenChange,
}: ProductPictureModalProps) {
  const shown = media[current] ?? media[0];
  return (
    <Modal title={name} size="lg" open={open} onOpenChange={onOpenChange}>
      {shown && (
        <img
          className={styles.large}
          src={mediaUrl(shown.url)}
          alt={shown.alt ?? name}
          width={800}
          height={800}
        />
      )}
      <ProductThumbnails
        media={media}
        current={current}
        onSelect={onSelect}
        label={`Pictures of ${name} (enlarged)`}
      />
    </Modal>
  );
}
