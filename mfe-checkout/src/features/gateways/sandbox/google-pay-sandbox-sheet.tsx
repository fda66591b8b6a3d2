import { Button } from 'shared-ui';
import { Modal, ModalClose } from 'shared-ui/modal';
import { formatAmount } from '../format-amount';
import type { GatewayStepProps } from '../gateway-step';
import styles from './sandbox.module.css';

/** Google Pay's payment sheet in sandbox mode: Pay pays, Cancel (or closing it) does not. */
export default function GooglePaySandboxSheet({ attempt, onApprove, onCancel }: GatewayStepProps) {
  return (
    <Modal
      open
      title="Google Pay"
      description="Google Pay sandbox: no real card is charged."
      onOpenChange={(open) => {
        if (!open) onCancel();
      }}
    >
      <p className={styles.amount}>{formatAmount(attempt.amount)}</p>
      <p className={styles.note}>Visa •••• 1111 (test card)</p>
      <div className={styles.actions}>
        <Button onClick={() => onApprove('pay')}>Pay</Button>
        <ModalClose asChild>
          <Button variant="secondary">Cancel</Button>
        </ModalClose>
      </div>
    </Modal>
  );
}
