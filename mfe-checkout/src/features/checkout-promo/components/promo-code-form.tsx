import { Form } from 'react-final-form';
import { Button, VisuallyHidden } from 'shared-ui';
import { FinalTextField } from 'shared-ui/final-form';
import { submissionErrors } from 'shared-contracts';
import { useApplyPromoCodeMutation, useAssignVoucherMutation } from '../../../api/checkout-api';
import styles from './promo.module.css';

interface CodeValues {
  code: string;
}

const KINDS = {
  promo: { label: 'Promo code', serverField: 'promoCode', required: 'Enter a promo code.' },
  voucher: { label: 'Voucher', serverField: 'voucherCode', required: 'Enter a voucher code.' },
} as const;

export interface PromoCodeFormProps {
  checkoutId: string;
  /** promo: apply-promo-code; voucher: assign-voucher. */
  kind: keyof typeof KINDS;
  busy: boolean;
}

/**
 * Applies a promo code or a voucher to the checkout. The server decides whether it applies and
 * computes the discount; its refusal (INVALID, VOUCHER_NOT_APPLICABLE...) shows by the field.
 */
export function PromoCodeForm({ checkoutId, kind, busy }: PromoCodeFormProps) {
  const [applyPromo] = useApplyPromoCodeMutation();
  const [assignVoucher] = useAssignVoucherMutation();
  const { label, serverField, required } = KINDS[kind];

  const onSubmit = async ({ code }: CodeValues) => {
    const value = code.trim();
    const result =
      kind === 'promo'
        ? await applyPromo({ id: checkoutId, promoCode: value })
        : await assignVoucher({ id: checkoutId, voucherCode: value });
    if ('error' in result) return submissionErrors(result.error, { [serverField]: 'code', id: 'code' });
    return undefined;
  };

  return (
    <Form<CodeValues>
      onSubmit={onSubmit}
      initialValues={{ code: '' }}
      validate={(values) => (values.code?.trim() ? {} : { code: required })}
      subscription={{ submitting: true }}
      render={({ handleSubmit, form, submitting }) => (
        <form
          className={styles.codeForm}
          noValidate
          onSubmit={(event) => {
            void (async () => {
              await handleSubmit(event);
              // Emptied once the code is on the order; kept (with its error) when refused.
              if (form.getState().submitSucceeded) form.restart({ code: '' });
            })();
          }}
        >
          <FinalTextField
            name="code"
            label={label}
            className={styles.codeField}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            maxLength={64}
            disabled={busy}
          />
          <Button
            type="submit"
            variant="secondary"
            className={styles.apply}
            loading={submitting}
            disabled={busy}
            loadingLabel={`Applying the ${label.toLowerCase()}`}
          >
            Apply<VisuallyHidden> {label.toLowerCase()}</VisuallyHidden>
          </Button>
        </form>
      )}
    />
  );
}
