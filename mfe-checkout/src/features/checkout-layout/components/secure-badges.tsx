import { MESSAGES } from 'shared-contracts';
import { Button } from 'shared-ui';
import { Popover } from 'shared-ui/popover';
import { Tooltip } from 'shared-ui/tooltip';
import styles from './checkout-view.module.css';

function LockIcon() {
  return (
    <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        d="M7 10V7a5 5 0 0 1 10 0v3h1a1 1 0 0 1 1 1v9a1 1 0 0 1-1 1H6a1 1 0 0 1-1-1v-9a1 1 0 0 1 1-1zm2 0h6V7a3 3 0 0 0-6 0z"
        fill="currentColor"
      />
    </svg>
  );
}

/**
 * The lock beside the heading, with its tooltip "SSL Secure Checkout" (docs/product.md §2) on hover
 * and focus.
 */
export function SecureLock() {
  return (
    <Tooltip content={MESSAGES.sslSecureCheckout}>
      <button type="button" className={styles.lock} aria-label="Secure connection">
        <LockIcon />
      </button>
    </Tooltip>
  );
}

/** The secure-payment note (docs/product.md §2): a popover that says how the payment is protected. */
export function SecurePaymentNote() {
  return (
    <Popover
      label="Secure payment"
      trigger={
        <Button variant="link" className={styles.noteTrigger}>
          How is my payment secured?
        </Button>
      }
    >
      <p className={styles.noteTitle}>
        <strong>Secure payment</strong>
      </p>
      <p className={styles.noteText}>
        Your payment goes through PayPal, Stripe or Google Pay over an encrypted SSL connection. Card details
        go straight to the payment provider: we never see or store them.
      </p>
    </Popover>
  );
}
