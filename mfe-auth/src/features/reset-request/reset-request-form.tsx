import { Form } from 'react-final-form';
import { Link, useNavigate } from 'react-router-dom';
import { Button } from 'shared-ui';
import { FinalEmailField, FinalFormError } from 'shared-ui/final-form';
import { validEmail, submissionErrors } from 'shared-contracts';
import { AuthPageFrame } from '../../components/auth-page-frame';
import styles from '../../components/forms.module.css';
import { useSendResetCodeMutation } from '../../api/auth-api';

/** /reset-password: the email to send a reset code to; then /reset-password-otp. */
export function ResetRequestForm() {
  const [sendResetCode] = useSendResetCodeMutation();
  const navigate = useNavigate();
  return (
    <AuthPageFrame title="Reset your password" intro="Enter your email and we will send you a code.">
      <Form<{ email: string }>
        onSubmit={async ({ email }) => {
          try {
            await sendResetCode({ email: email.trim() }).unwrap();
            void navigate(`/reset-password-otp?email=${encodeURIComponent(email.trim())}`);
            return undefined;
          } catch (error) {
            return submissionErrors(error, ['email']);
          }
        }}
      >
        {({ handleSubmit, submitting }) => (
          <form
            className={styles.form}
            onSubmit={(event) => void handleSubmit(event)}
            noValidate
            aria-label="Reset your password"
          >
            <FinalFormError />
            <FinalEmailField validate={validEmail} />
            <Button type="submit" loading={submitting} loadingLabel="Sending the code" fullWidth>
              Send me a code
            </Button>
            <p className={styles.status}>
              <Link to="/login">Back to log in</Link>
            </p>
          </form>
        )}
      </Form>
    </AuthPageFrame>
  );
}
