import type { AbBlock } from 'shared-contracts';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { movementRequested } from '../ab-overlay.slice';
import styles from './ab-overlay.module.css';

/** The editor's bar over a block on /ab_test paths: arrows, test name, variant count, Edit link. */
export function AbOverlay({ block }: { block: AbBlock }) {
  const dispatch = useAppDispatch();
  const moving = useAppSelector((state) => state.abOverlay.moving === block.identifier);
  const error = useAppSelector((state) => state.abOverlay.error);
  const move = (movement: 'forward' | 'backward') =>
    dispatch(movementRequested({ identifier: block.identifier, movement }));
  return (
    <div className={styles.overlay} role="group" aria-label={`A/B test ${block.name}`}>
      <button type="button" className={styles.arrow} onClick={() => move('backward')} disabled={moving}>
        <span aria-hidden="true">←</span>
        <span className={styles.hidden}>Previous variant</span>
      </button>
      <span className={styles.name}>{block.name}</span>
      <span className={styles.count} aria-live="polite">
        Variant {block.variant} of {block.variant_count}
      </span>
      <button type="button" className={styles.arrow} onClick={() => move('forward')} disabled={moving}>
        <span aria-hidden="true">→</span>
        <span className={styles.hidden}>Next variant</span>
      </button>
      {block.edit_url ? (
        <a className={styles.edit} href={block.edit_url}>
          Edit
        </a>
      ) : null}
      {error ? (
        <span role="alert" className={styles.error}>
          {error}
        </span>
      ) : null}
    </div>
  );
}
