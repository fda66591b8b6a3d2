import styles from './checkout-view.module.css';

/**
 * The visible sign that the page is busy (docs/product.md §4): a bar that moves and a sentence for screen
 * readers. Its line is always there, so it appears and goes without moving the page.
 */
export function BusyIndicator({ busy }: { busy: boolean }) {
  return (
    <div className={styles.busy} role="status">
      {busy ? (
        <>
          <span className={styles.busyBar} aria-hidden="true" />
          <span className={styles.busyText}>Updating your order…</span>
        </>
      ) : null}
    </div>
  );
}
