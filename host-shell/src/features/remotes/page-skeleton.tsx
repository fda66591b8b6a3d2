import type { LoadProgress } from './remote-loader';
import styles from './page-skeleton.module.css';

interface PageSkeletonProps {
  progress?: LoadProgress | undefined;
}

/** Text for a load in progress; says so when an automatic retry is running. */
export function progressText(progress: LoadProgress | undefined): string {
  if (!progress || progress.attempt <= 1) return 'Loading page…';
  return `Loading page… (attempt ${progress.attempt} of ${progress.attempts})`;
}

/**
 * Placeholder while a page module loads. It reserves roughly a page's height so the footer does
 * not jump when the page arrives, and announces the wait to screen readers.
 */
export function PageSkeleton({ progress }: PageSkeletonProps) {
  return (
    <div className={styles.skeleton} role="status" aria-live="polite" aria-busy="true">
      <span className={styles.visuallyHidden}>{progressText(progress)}</span>
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
