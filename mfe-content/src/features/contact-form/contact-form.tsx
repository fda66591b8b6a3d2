import { useState } from 'react';
import { Form } from 'react-final-form';
import type { ContactFormRequest } from 'shared-contracts';
import { useSendContactFormMutation } from '../ab-content/api/content-api';
import { TextField } from '../forms/form-fields';
import styles from '../forms/forms.module.css';
import { failureMessage, required, validEmail } from '../forms/validators';

/** SPEC §5 contact form: first_name, last_name, email and message required, phone_number optional. */
export function ContactForm() {
  const [send] = useSendContactFormMutation();
  const [sent, setSent] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  if (sent)
    return (
      <div className={styles.success} role="status">
        <h2>Thank you, your message is on its way</h2>
        <p>We answer within one business day.</p>
      </div>
    );
  return (
    <Form<ContactFormRequest>
      onSubmit={async (values) => {
        setFailure(null);
        try {
          await send({ ...values, phone_number: values.phone_number?.trim() || undefined }).unwrap();
          setSent(true);
        } catch (error) {
          setFailure(failureMessage(error));
        }
      }}
    >
      {({ handleSubmit, submitting }) => (
        <form
          className={styles.form}
          onSubmit={(event) => void handleSubmit(event)}
          noValidate
          aria-label="Contact form"
        >
          <h2>Send us a message</h2>
          <TextField
            name="first_name"
            label="First name"
            autoComplete="given-name"
            validate={required('Please enter your first name.')}
          />
          <TextField
            name="last_name"
            label="Last name"
            autoComplete="family-name"
            validate={required('Please enter your last name.')}
          />
          <TextField name="email" label="Email" type="email" autoComplete="email" validate={validEmail} />
          <TextField name="phone_number" label="Phone number" type="tel" autoComplete="tel" optional />
          <TextField
            name="message"
            label="Message"
            multiline
            validate={required('Please write your message.')}
          />
          {failure ? (
            <p className={styles.error} role="alert">
              {failure}
            </p>
          ) : null}
          <button type="submit" className={styles.submit} disabled={submitting}>
            {submitting ? 'Sending…' : 'Send message'}
          </button>
        </form>
      )}
    </Form>
  );
}
