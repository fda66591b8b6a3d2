import { useState } from 'react';
import { Form } from 'react-final-form';
import { Button } from 'shared-ui';
import { FinalEmailField, FinalFormError, FinalTextField } from 'shared-ui/final-form';
import { sixDigitCode, validEmail, submissionErrors } from 'shared-contracts';
import styles from '../../components/forms.module.css';
import { useSendOtpMutation, useVerifyOtpMutation } from '../../api/auth-api';
import { useFinishLogin } from '../../app/use-finish-login';

interface CodeLoginValues {
  email: string;
  otp?: string;
}

/** Login with a one-time code: first the email (send-otp), then the code from the email (verify-otp). */
export function CodeLoginForm() {
  const [sendOtp] = useSendOtpMutation();
  const [verifyOtp] = useVerifyOtpMutation();
  const finish = useFinishLogin();
  const [sentTo, setSentTo] = useState<string | null>(null);
  return (
    <Form<CodeLoginValues>
      onSubmit={async (values) => {
        const email = values.email.trim();
        try {
          if (sentTo !== email) {
            await sendOtp({ email }).unwrap();
            setSentTo(email);
            return undefined;
          }
          finish(await verifyOtp({ email, otp: (values.otp ?? '').trim() }).unwrap());
          return undefined;
        } catch (error) {
          return submissionErrors(error, ['otp']);
        }
      }}
    >
      {({ handleSubmit, submitting, values }) => {
        const codeStep = sentTo !== null && sentTo === values.email?.trim();
        return (
          <form
            className={styles.form}
            onSubmit={(event) => void handleSubmit(event)}
            noValidate
            aria-label="Log in with a code"
          >
            <FinalFormError />
            <FinalEmailField validate={validEmail} />
            {codeStep && (
              <>
                <p className={styles.status} role="status">
                  If an account uses {sentTo}, we sent it a 6-digit code.
                </p>
                <FinalTextField
                  name="otp"
                  label="Code from the email"
                  inputMode="numeric"
                  autoComplete="one-time-code"
                  maxLength={6}
                  validate={sixDigitCode}
                />
              </>
            )}
            <Button
              type="submit"
              loading={submitting}
              loadingLabel={codeStep ? 'Checking the code' : 'Sending the code'}
              fullWidth
            >
              {codeStep ? 'Log in' : 'Email me a code'}
            </Button>
          </form>
        );
      }}
    </Form>
  );
}
