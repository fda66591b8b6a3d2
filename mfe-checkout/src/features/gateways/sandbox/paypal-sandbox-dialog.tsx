import { Button } from 'shared-ui';
import { Modal, ModalClose } from 'shared-ui/modal';
import { formatAmount } from '../format-amount';
import type { GatewayStepProps } from '../gateway-step';
import styles from './sandbox.module.css';

/** PayPal's window in sandbox mode, as an in-page dialog: Approve pays, Cancel (or closing it) does not. */
export default function PaypalSandboxDialog({ attempt, onApprove, onCancel }: GatewayStepProps) {
  return (
    <Modal
      open
      title="PayPal"
      description="PayPal sandbox: no real account is charged."
      onOpenChange={(open) => {
        if (!open) onCancel();
      }}
    >
      <p className={styles.amount}>{formatAmount(attempt.amount)}</p>
      <p className={styles.note}>Order {attempt.client_data.order_id ?? attempt.id}</p>
      <div className={styles.actions}>
        <Button onClick={() => onApprove('approve')}>Approve</Button>
        <ModalClose asChild>
          <Button variant="secondary">Cancel</Button>
        </ModalClose>
      </div>
    </Modal>
  );
}
