import { useState } from 'react';
import { Form } from 'react-final-form';
import { Link, useLocation } from 'react-router-dom';
import { Button } from 'shared-ui';
import { FinalEmailField, FinalFormError, FinalPasswordField, FinalTextField } from 'shared-ui/final-form';
import { newPassword, sixDigitCode, validEmail, submissionErrors } from 'shared-contracts';
import { AuthPageFrame } from '../../components/auth-page-frame';
import styles from '../../components/forms.module.css';
import { useResetPasswordMutation, useVerifyResetCodeMutation } from '../../api/auth-api';

interface ResetValues {
  email: string;
  otp: string;
  password: string;
}

/** /reset-password-otp: the code is checked (verify-reset-password-otp), then the new password set. */
export function ResetCodeForm() {
  const { search } = useLocation();
  const [verifyResetCode] = useVerifyResetCodeMutation();
  const [resetPassword] = useResetPasswordMutation();
  const [done, setDone] = useState(false);
  const email = new URLSearchParams(search).get('email') ?? '';
  if (done)
    return (
      <AuthPageFrame title="Password changed">
        <p className={styles.status} role="status">
          Your password has been reset. <Link to="/login">Log in</Link> with the new one.
        </p>
      </AuthPageFrame>
    );
  return (
    <AuthPageFrame title="Choose a new password" intro="Enter the code we emailed you and your new password.">
      <Form<ResetValues>
        initialValues={{ email }}
        onSubmit={async (values) => {
          const request = { email: values.email.trim(), otp: values.otp.trim() };
          try {
            await verifyResetCode(request).unwrap();
            await resetPassword({ ...request, password: values.password }).unwrap();
            setDone(true);
            return undefined;
          } catch (error) {
            return submissionErrors(error, ['email', 'otp', 'password']);
          }
        }}
      >
        {({ handleSubmit, submitting }) => (
          <form
            className={styles.form}
            onSubmit={(event) => void handleSubmit(event)}
            noValidate
            aria-label="Choose a new password"
          >
            <FinalFormError />
            <FinalEmailField validate={validEmail} />
            <FinalTextField
              name="otp"
              label="Code from the email"
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={6}
              validate={sixDigitCode}
            />
            <FinalPasswordField
              name="password"
              label="New password"
              autoComplete="new-password"
              validate={newPassword}
            />
            <Button type="submit" loading={submitting} loadingLabel="Saving your password" fullWidth>
              Set new password
            </Button>
          </form>
        )}
      </Form>
    </AuthPageFrame>
  );
}
