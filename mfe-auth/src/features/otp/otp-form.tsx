import { FORM_ERROR } from 'final-form';
import { useState } from 'react';
import { Form } from 'react-final-form';
import { storage } from 'shared-contracts';
import { Button } from 'shared-ui';
import { FinalFormError, FinalTextField } from 'shared-ui/final-form';
import { AuthPageFrame } from '../forms/auth-page-frame';
import styles from '../forms/forms.module.css';
import { submitErrors } from '../forms/submit-errors';
import { sixDigitCode } from '../forms/validators';
import { useSendOtpMutation, useVerifyOtpMutation } from '../session/auth-api';
import { useFinishLogin } from '../session/use-finish-login';
import { useCountdown } from './use-countdown';

/** Seconds between two sends of the code, shown as a count-down on the resend button. */
export const RESEND_AFTER_SECONDS = 60;

/** /otp: the code sent to the signed-in user's email verifies it; "Send a new code" after a wait. */
export function OtpForm() {
  const email = storage.get('user')?.email ?? '';
  const [verifyOtp] = useVerifyOtpMutation();
  const [sendOtp, resend] = useSendOtpMutation();
  const finish = useFinishLogin();
  const countdown = useCountdown(RESEND_AFTER_SECONDS);
  const [resent, setResent] = useState('');
  return (
    <AuthPageFrame
      title="Verify your email"
      intro={email ? `We sent a 6-digit code to ${email}.` : undefined}
    >
      <Form<{ otp: string }>
        onSubmit={async ({ otp }) => {
          try {
            finish(await verifyOtp({ email, otp: otp.trim() }).unwrap());
            return undefined;
          } catch (error) {
            return submitErrors(error, ['otp']);
          }
        }}
      >
        {({ handleSubmit, submitting }) => (
          <form
            className={styles.form}
            onSubmit={(event) => void handleSubmit(event)}
            noValidate
            aria-label="Verify your email"
          >
            <FinalFormError />
            <FinalTextField
              name="otp"
              label="Code from the email"
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={6}
              validate={sixDigitCode}
            />
            <Button type="submit" loading={submitting} loadingLabel="Checking the code" fullWidth>
              Verify
            </Button>
            <Button
              variant="secondary"
              disabled={countdown.left > 0 || resend.isLoading}
              onClick={() => {
                setResent('');
                sendOtp({ email })
                  .unwrap()
                  .then(() => {
                    countdown.restart();
                    setResent('A new code is on its way.');
                  })
                  .catch((error: unknown) => setResent(String(submitErrors(error, [])?.[FORM_ERROR] ?? '')));
              }}
            >
              {countdown.left > 0 ? `Send a new code in ${countdown.left} s` : 'Send a new code'}
            </Button>
            <p className={styles.status} role="status">
              {resent}
            </p>
          </form>
        )}
      </Form>
    </AuthPageFrame>
  );
}
