import { useState } from 'react';
import { Button, VisuallyHidden } from 'shared-ui';
import { describeError } from 'shared-contracts';
import { useRemovePromoCodeMutation } from '../../../api/checkout-api';
import styles from './promo.module.css';

/** The code on the order with its Remove button (remove-promo-code); a refusal shows beside it. */
export function AppliedCode({ checkoutId, code, busy }: { checkoutId: string; code: string; busy: boolean }) {
  const [remove, { isLoading }] = useRemovePromoCodeMutation();
  const [error, setError] = useState<string | null>(null);
  const onRemove = async () => {
    setError(null);
    const result = await remove({ id: checkoutId, promoCode: code });
    if ('error' in result) setError(describeError(result.error));
  };
  return (
    <div className={styles.applied}>
      <p className={styles.appliedCode}>
        Code <strong>{code}</strong> applied
      </p>
      <Button
        variant="link"
        onClick={() => void onRemove()}
        loading={isLoading}
        disabled={busy}
        loadingLabel="Removing the code"
      >
        Remove<VisuallyHidden> code {code}</VisuallyHidden>
      </Button>
      {error ? (
        <p className={styles.error} role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
