import { useRef, type RefObject } from 'react';
import { MESSAGES } from 'shared-contracts';
import { Button } from 'shared-ui';
import { Modal } from 'shared-ui/modal';
import styles from './leave-checkout-dialog.module.css';

export interface LeaveCheckoutDialogProps {
  onStay: () => void;
  onLeave: () => void;
  /** Where focus goes when the dialog closes (the logo that opened it). */
  returnFocusRef: RefObject<HTMLElement | null>;
}

/**
 * Asked when the logo is clicked during checkout (docs/product.md §2), so a stray click does not throw
 * away a half-filled payment form. Escape, the backdrop and the close button mean "stay".
 * The default export is for React.lazy: the shell loads it (and shared-ui's modal) only in
 * checkout, not on every first visit.
 */
export default function LeaveCheckoutDialog({ onStay, onLeave, returnFocusRef }: LeaveCheckoutDialogProps) {
  // The safe choice gets focus, so Enter by reflex keeps the shopper in checkout.
  const stayRef = useRef<HTMLButtonElement>(null);
  return (
    <Modal
      open
      onOpenChange={(open) => {
        if (!open) onStay();
      }}
      title={MESSAGES.returnToCartConfirm}
      initialFocusRef={stayRef}
      returnFocusRef={returnFocusRef}
    >
      <div className={styles.actions}>
        <Button ref={stayRef} className={styles.choice} onClick={onStay}>
          {MESSAGES.stayInCheckout}
        </Button>
        <Button variant="secondary" className={styles.choice} onClick={onLeave}>
          {MESSAGES.returnToCart}
        </Button>
      </div>
    </Modal>
  );
}
