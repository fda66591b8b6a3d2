import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import type { PaymentAttempt } from 'shared-contracts';
import { Button } from 'shared-ui';
import { formatAmount } from '../format-amount';
import styles from './real-step.module.css';

export interface RealStepPanelProps {
  title: string;
  /** What to do, in one sentence. */
  note: string;
  attempt: PaymentAttempt;
  onCancel: () => void;
  /** While the provider confirms, Cancel and Escape wait: the payment may be going through. */
  busy?: boolean;
  children: ReactNode;
  /** The step's own buttons, before Cancel. */
  actions?: ReactNode;
}

/**
 * A real provider's step, in the page rather than in a modal dialog: the providers open their own
 * windows, payment sheets and 3-D Secure frames on <body>, which a modal's focus trap and inert
 * backdrop would make unusable. Focus moves to its heading when it opens; Escape or Cancel cancels.
 */
export function RealStepPanel({
  title,
  note,
  attempt,
  onCancel,
  busy = false,
  children,
  actions,
}: RealStepPanelProps) {
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && !busy) onCancel();
  };
  return (
    // Escape cancels, as in the sandboxes' dialogs (it bubbles from the focused control).
    <section className={styles.panel} aria-labelledby={headingId} onKeyDown={onKeyDown}>
      <h3 id={headingId} ref={heading} tabIndex={-1} className={styles.title}>
        {title}
      </h3>
      <p className={styles.note}>{note}</p>
      <p className={styles.amount}>{formatAmount(attempt.amount)}</p>
      {children}
      <div className={styles.actions}>
        {actions}
        <Button variant="secondary" disabled={busy} onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </section>
  );
}
