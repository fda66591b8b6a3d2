import { Form, Field } from 'react-final-form';
import { Button, TextField } from 'shared-ui';
import { fieldState } from 'shared-ui/final-form';
import { Modal, ModalClose } from 'shared-ui/modal';
import { formatAmount } from '../format-amount';
import type { GatewayStepProps } from '../gateway-step';
import {
  cardNumberError,
  cvcError,
  digitsOf,
  expiryError,
  formatCardNumber,
  formatExpiry,
} from './card-rules';
import styles from './sandbox.module.css';

interface CardValues {
  number?: string;
  expiry?: string;
  cvc?: string;
}

/**
 * Stripe's card step in sandbox mode (no keys configured): a card form whose card number is the
 * proof the API's Stripe sandbox answers (4242 4242 4242 4242 pays, 4000 0000 0000 0002 and
 * 4000 0000 0000 9995 are declined).
 */
export default function StripeSandboxCardForm({ attempt, onApprove, onCancel }: GatewayStepProps) {
  const amount = formatAmount(attempt.amount);
  return (
    <Modal
      open
      size="md"
      title="Pay with card"
      description="Stripe test mode: no real card is charged. Use a Stripe test card."
      onOpenChange={(open) => {
        if (!open) onCancel();
      }}
    >
      <p className={styles.amount}>{amount}</p>
      <Form<CardValues>
        onSubmit={(values) => onApprove(digitsOf(values.number ?? ''))}
        render={({ handleSubmit }) => (
          <form onSubmit={(event) => void handleSubmit(event)} noValidate aria-label="Card details">
            <Field<string> name="number" validate={cardNumberError} parse={formatCardNumber}>
              {({ input, meta }) => (
                <TextField
                  {...input}
                  {...fieldState(meta)}
                  label="Card number"
                  inputMode="numeric"
                  autoComplete="cc-number"
                  placeholder="1234 1234 1234 1234"
                />
              )}
            </Field>
            <div className={styles.row}>
              <Field<string>
                name="expiry"
                validate={(value: string | undefined) => expiryError(value, new Date())}
                parse={formatExpiry}
              >
                {({ input, meta }) => (
                  <TextField
                    {...input}
                    {...fieldState(meta)}
                    label="Expiry"
                    hint="MM / YY"
                    inputMode="numeric"
                    autoComplete="cc-exp"
                  />
                )}
              </Field>
              <Field<string>
                name="cvc"
                validate={cvcError}
                parse={(value: string) => digitsOf(value).slice(0, 4)}
              >
                {({ input, meta }) => (
                  <TextField
                    {...input}
                    {...fieldState(meta)}
                    label="CVC"
                    inputMode="numeric"
                    autoComplete="cc-csc"
                  />
                )}
              </Field>
            </div>
            <div className={styles.actions}>
              <Button type="submit">Pay {amount}</Button>
              <ModalClose asChild>
                <Button variant="secondary">Cancel</Button>
              </ModalClose>
            </div>
          </form>
        )}
      />
    </Modal>
  );
}
