import styles from './page-skeleton.module.css';
import { VisuallyHidden } from '@radix-ui/react-visually-hidden';

interface PageSkeletonProps {
  /** What is being waited for, read out by screen readers. */
  label?: string;
}

/**
 * Placeholder while a page module loads. It reserves roughly a page's height so the footer does
 * not jump when the page arrives, and announces the wait to screen readers.
 */
export function PageSkeleton({ label = 'Loading page…' }: PageSkeletonProps) {
  return (
    // No aria-busy: it would hold back the announcement of the label until the page arrives.
    <div className={styles.skeleton} role="status" aria-live="polite">
      <VisuallyHidden>{label}</VisuallyHidden>
      <div className={styles.hero} aria-hidden="true" />
      <div className={styles.lines} aria-hidden="true">
        <span className={styles.line} />
        <span className={styles.line} />
        <span className={styles.lineShort} />
      </div>
      <div className={styles.cards} aria-hidden="true">
        <span className={styles.card} />
        <span className={styles.card} />
        <span className={styles.card} />
      </div>
    </div>
  );
}
