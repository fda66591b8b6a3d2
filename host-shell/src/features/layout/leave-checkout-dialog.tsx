import { useEffect, useId, useRef, type KeyboardEvent } from 'react';
import { createPortal } from 'react-dom';
import { MESSAGES } from 'shared-contracts';
import styles from './leave-checkout-dialog.module.css';

interface LeaveCheckoutDialogProps {
  onStay: () => void;
  onLeave: () => void;
}

/**
 * Asked when the logo is clicked during checkout (SPEC §2), so a stray click does not throw
 * away a half-filled payment form. Escape and the backdrop mean "stay". It renders on <body>:
 * inside the sticky header it would share the header's stacking level, and parts of the
 * checkout page with a higher z-index would paint over it.
 */
export function LeaveCheckoutDialog({ onStay, onLeave }: LeaveCheckoutDialogProps) {
  const titleId = useId();
  const stayRef = useRef<HTMLButtonElement>(null);
  const leaveRef = useRef<HTMLButtonElement>(null);

  // The safe choice gets focus, so Enter by reflex keeps the shopper in checkout.
  useEffect(() => stayRef.current?.focus(), []);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onStay();
    } else if (event.key === 'Tab') {
      // Two buttons: keep focus cycling between them while the dialog is open.
      event.preventDefault();
      const next = document.activeElement === stayRef.current ? leaveRef.current : stayRef.current;
      next?.focus();
    }
  };

  return createPortal(
    <div className={styles.backdrop} onClick={onStay}>
      <div
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        className={styles.dialog}
        onClick={(event) => event.stopPropagation()}
        onKeyDown={onKeyDown}
      >
        <p id={titleId} className={styles.question}>
          {MESSAGES.returnToCartConfirm}
        </p>
        <div className={styles.actions}>
          <button ref={stayRef} type="button" className={styles.stay} onClick={onStay}>
            {MESSAGES.stayInCheckout}
          </button>
          <button ref={leaveRef} type="button" className={styles.leave} onClick={onLeave}>
            {MESSAGES.returnToCart}
          </button>
        </div>
      </div>
    </div>,
    document.body,
  );
}
