import { useState } from 'react';
import { Form } from 'react-final-form';
import type { ContactFormRequest } from 'shared-contracts';
import { required, submissionErrors, validEmail } from 'shared-contracts';
import { Button } from 'shared-ui';
import { FinalEmailField, FinalFormError, FinalTextAreaField, FinalTextField } from 'shared-ui/final-form';
import { useSendContactFormMutation } from '../../api/content-api';
import styles from '../../components/forms.module.css';
import { SENDING_FAILED } from '../../components/sending-failed';

/**
 * docs/product.md §5 contact form: first_name, last_name, email and message required, phone_number
 * optional.
 */
export function ContactForm() {
  const [send] = useSendContactFormMutation();
  const [sent, setSent] = useState(false);
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
        try {
          await send({ ...values, phone_number: values.phone_number?.trim() || undefined }).unwrap();
          setSent(true);
          return undefined;
        } catch (error) {
          return submissionErrors(error, [], SENDING_FAILED);
        }
      }}
    >
      {({ handleSubmit, submitting }) => (
        <form
          className={styles.form}
          onSubmit={(event) => void handleSubmit(event)}
          noValidate
          aria-labelledby="contact-form-title"
        >
          <h2 id="contact-form-title">Send us a message</h2>
          <FinalTextField
            name="first_name"
            label="First name"
            autoComplete="given-name"
            validate={required('Please enter your first name.')}
          />
          <FinalTextField
            name="last_name"
            label="Last name"
            autoComplete="family-name"
            validate={required('Please enter your last name.')}
          />
          <FinalEmailField validate={validEmail} />
          <FinalTextField name="phone_number" label="Phone number (optional)" type="tel" autoComplete="tel" />
          <FinalTextAreaField
            name="message"
            label="Message"
            validate={required('Please write your message.')}
          />
          <FinalFormError />
          <Button type="submit" loading={submitting} loadingLabel="Sending your message">
            Send message
          </Button>
        </form>
      )}
    </Form>
  );
}
