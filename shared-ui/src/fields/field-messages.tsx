import type { ReactNode } from 'react';
import styles from './fields.module.css';

/** The hint under a label. */
export function FieldHint({ id, children }: { id: string | undefined; children: ReactNode }) {
  if (!id) return null;
  return (
    <p id={id} className={styles.hint}>
      {children}
    </p>
  );
}

/** The error under a control; the control points at it with aria-describedby. */
export function FieldError({ id, children }: { id: string | undefined; children: ReactNode }) {
  if (!id) return null;
  return (
    <p id={id} className={styles.error}>
      {children}
    </p>
  );
}
