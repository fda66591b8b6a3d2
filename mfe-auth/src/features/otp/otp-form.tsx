import { useState } from 'react';
import { Form } from 'react-final-form';
import { describeError, sixDigitCode, storage, submissionErrors, validEmail } from 'shared-contracts';
import { Button, usePersonalParts } from 'shared-ui';
import { FinalEmailField, FinalFormError, FinalTextField } from 'shared-ui/final-form';
import { AuthPageFrame } from '../../components/auth-page-frame';
import styles from '../../components/forms.module.css';
import { useSendOtpMutation, useVerifyOtpMutation } from '../../api/auth-api';
import { useFinishLogin } from '../../app/use-finish-login';
import { usePendingVerification } from './pending-verification';
import { useCountdown } from './use-countdown';

/** Seconds between two sends of the code, shown as a count-down on the resend button. */
export const RESEND_AFTER_SECONDS = 60;

interface OtpValues {
  email?: string;
  otp: string;
}

/**
 * /otp: the code mailed to the address verifies it and starts the session; "Send a new code" after
 * a wait. The address comes from sign-up or login (router state), else from the stored user (an
 * unverified session the shell asks to verify); with neither, the form asks for it.
 */
export function OtpForm() {
  // The address (router state, stored user) is the browser's: the server and the browser's first
  // render show the form that asks for it (docs/adr/0150).
  const personal = usePersonalParts();
  const pendingInTab = usePendingVerification();
  const pending = personal ? pendingInTab : null;
  const known = personal ? (pending?.verifyEmail ?? storage.get('user')?.email ?? '') : '';
  const [verifyOtp] = useVerifyOtpMutation();
  const [sendOtp, resend] = useSendOtpMutation();
  const finish = useFinishLogin();
  const countdown = useCountdown(RESEND_AFTER_SECONDS);
  const [resent, setResent] = useState('');
  return (
    <AuthPageFrame
      title="Verify your email"
      introClassName={styles.introTwoLines}
      intro={
        known ? `We sent a 6-digit code to ${known}.` : 'Enter your email and the 6-digit code we sent to it.'
      }
    >
      <Form<OtpValues>
        // The known address becomes the field's value once the browser knows it (a shallow-equal
        // object, so the form is set again only when the address changes).
        initialValues={known ? { email: known } : undefined}
        onSubmit={async ({ email: typed, otp }) => {
          try {
            const address = known || (typed ?? '').trim();
            finish(await verifyOtp({ email: address, otp: otp.trim() }).unwrap());
            return undefined;
          } catch (error) {
            return submissionErrors(error, ['otp', 'email']);
          }
        }}
      >
        {({ handleSubmit, submitting, values }) => {
          const email = known || values.email?.trim() || '';
          return (
            <form
              className={styles.form}
              onSubmit={(event) => void handleSubmit(event)}
              noValidate
              aria-label="Verify your email"
            >
              <FinalFormError />
              {/* The server rendered the field that asks for the address: the one the browser knows
                  fills that same field, read-only, so nothing under it moves (docs/adr/0176). */}
              <FinalEmailField validate={validEmail} readOnly={Boolean(known)} />
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
                disabled={countdown.left > 0 || resend.isLoading || !email}
                onClick={() => {
                  setResent('');
                  sendOtp({ email, ...(pending?.confirmSignUp ? { confirm_sign_up: true } : {}) })
                    .unwrap()
                    .then(() => {
                      countdown.restart();
                      setResent('A new code is on its way.');
                    })
                    .catch((error: unknown) => setResent(describeError(error)));
                }}
              >
                {countdown.left > 0 ? `Send a new code in ${countdown.left} s` : 'Send a new code'}
              </Button>
              <p className={styles.status} role="status">
                {resent}
              </p>
            </form>
          );
        }}
      </Form>
    </AuthPageFrame>
  );
}
