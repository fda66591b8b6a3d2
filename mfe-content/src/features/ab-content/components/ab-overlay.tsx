import { useEffect } from 'react';
import { Link, useLocation } from 'react-router-dom';
import type { AbBlock } from 'shared-contracts';
import { useAppDispatch, useAppSelector, useAppStore } from '../../../app/hooks';
import { movementFailed, movementRequested } from '../ab-overlay.slice';
import type { EditorLinkState } from '../../ab-editor';
import styles from './ab-overlay.module.css';
import { VisuallyHidden } from 'shared-ui';

const NOT_LOADED = 'Could not load the editor tools. Try again.';

/**
 * The Edit link (docs/product.md §2 widget 11) to the server's edit_url: a path of this product (its own
 * editor, /admin/ab-content/{identifier}/) opens in the router, in this brand, remembering the
 * page to come back to; an external admin's URL is a plain link.
 */
function EditLink({ href }: { href: string }) {
  const { pathname, search } = useLocation();
  if (href.startsWith('/') && !href.startsWith('//')) {
    const state: EditorLinkState = { from: `${pathname}${search}` };
    return (
      <Link className={styles.edit} to={href} state={state}>
        Edit
      </Link>
    );
  }
  return (
    <a className={styles.edit} href={href}>
      Edit
    </a>
  );
}

/** The editor's bar over a block on /ab_test paths: arrows, test name, variant count, Edit link. */
export function AbOverlay({ block }: { block: AbBlock }) {
  const dispatch = useAppDispatch();
  const { startEditorFlows } = useAppStore();
  const moving = useAppSelector((state) => state.abOverlay.moving === block.identifier);
  const error = useAppSelector((state) => state.abOverlay.error);
  // The movement saga loads as the overlay shows (store.ts), usually long before the first click;
  // a click that comes first waits for it. A failed load is tried again on the next click.
  useEffect(() => {
    startEditorFlows().catch(() => undefined);
  }, [startEditorFlows]);
  const move = (movement: 'forward' | 'backward') =>
    startEditorFlows().then(
      () => dispatch(movementRequested({ identifier: block.identifier, movement })),
      () => dispatch(movementFailed(NOT_LOADED)),
    );
  return (
    <div className={styles.overlay} role="group" aria-label={`A/B test ${block.name}`}>
      <button type="button" className={styles.arrow} onClick={() => void move('backward')} disabled={moving}>
        <span aria-hidden="true">←</span>
        <VisuallyHidden>Previous variant</VisuallyHidden>
      </button>
      <span className={styles.name}>{block.name}</span>
      <span className={styles.count} aria-live="polite">
        Variant {block.variant} of {block.variant_count}
      </span>
      <button type="button" className={styles.arrow} onClick={() => void move('forward')} disabled={moving}>
        <span aria-hidden="true">→</span>
        <VisuallyHidden>Next variant</VisuallyHidden>
      </button>
      {block.edit_url ? <EditLink href={block.edit_url} /> : null}
      {error ? (
        <span role="alert" className={styles.error}>
          {error}
        </span>
      ) : null}
    </div>
  );
}
