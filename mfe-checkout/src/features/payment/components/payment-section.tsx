import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { PaymentGatewayId } from 'shared-contracts';
import { Button, FormError } from 'shared-ui';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { GatewayStepView } from '../../gateways';
import {
  completionHandled,
  gatewayApproved,
  gatewayCancelled,
  gatewayFailed,
  payRequested,
  selectCompletedPayment,
  selectPaymentAttempt,
  selectPaymentError,
  selectPaymentPending,
} from '../payment.slice';
import styles from './payment-section.module.css';

export interface PaymentSectionProps {
  /** The checkout being paid (the stored checkoutId). */
  checkoutId: string;
  /** The gateway chosen in the checkout form, or null while none is. */
  gateway: PaymentGatewayId | null;
  /**
   * Runs before the attempt: the checkout page submits and validates its forms and saves the
   * shipping details; false stops the payment (its fields show why).
   */
  onBeforePay?: () => Promise<boolean>;
}

/**
 * Where a paid checkout goes: docs/product.md §2's thank-you route, with the checkout so a reload
 * shows the same order.
 */
export const thankYouPath = (gateway: PaymentGatewayId, checkoutId: string): string =>
  `/checkout/thankyou/${gateway}?checkout_id=${encodeURIComponent(checkoutId)}`;

/**
 * The Pay button and the chosen gateway's step (card form, PayPal window, Google Pay sheet). One
 * attempt at a time: double clicks and Enter while an attempt runs do nothing.
 */
export function PaymentSection({ checkoutId, gateway, onBeforePay }: PaymentSectionProps) {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const pending = useAppSelector(selectPaymentPending);
  const error = useAppSelector(selectPaymentError);
  const attempt = useAppSelector(selectPaymentAttempt);
  const completed = useAppSelector(selectCompletedPayment);
  // A ref, not only state: two clicks in one frame both run before a re-render.
  const preparing = useRef(false);
  const [preparingShown, setPreparingShown] = useState(false);

  useEffect(() => {
    if (!completed) return;
    void navigate(thankYouPath(completed.gateway, completed.checkoutId));
    dispatch(completionHandled());
  }, [completed, dispatch, navigate]);

  const pay = async () => {
    if (preparing.current || pending) return;
    preparing.current = true;
    setPreparingShown(true);
    try {
      const ready = onBeforePay ? await onBeforePay() : true;
      if (ready && gateway) dispatch(payRequested({ checkoutId, gateway }));
    } finally {
      preparing.current = false;
      setPreparingShown(false);
    }
  };

  return (
    <div className={styles.section}>
      <Button
        fullWidth
        loading={pending || preparingShown}
        loadingLabel="Processing your payment"
        onClick={() => void pay()}
      >
        Pay
      </Button>
      <div className={styles.error}>
        <FormError>{error ?? undefined}</FormError>
      </div>
      {attempt && (
        <GatewayStepView
          attempt={attempt}
          onApprove={(proof) => dispatch(gatewayApproved({ proof }))}
          onCancel={() => dispatch(gatewayCancelled())}
          onFail={(message) => dispatch(gatewayFailed({ message }))}
        />
      )}
    </div>
  );
}
