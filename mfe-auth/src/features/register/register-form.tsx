import { Form } from 'react-final-form';
import { Link, useLocation } from 'react-router-dom';
import type { SignUpRequest } from 'shared-contracts';
import { newPassword, required, validEmail, submissionErrors } from 'shared-contracts';
import { Button } from 'shared-ui';
import { FinalEmailField, FinalFormError, FinalPasswordField, FinalTextField } from 'shared-ui/final-form';
import { AuthPageFrame } from '../../components/auth-page-frame';
import styles from '../../components/forms.module.css';
import { GoogleSignInButton } from '../../components/google-sign-in-button';
import { OtpForm, useAskForCode, usePendingVerification } from '../otp';
import { useSignUpMutation } from '../../api/auth-api';

const FIELDS = ['email', 'password', 'first_name', 'last_name', 'phone_number'] as const;

/**
 * /register: sign-up, then the code mailed to the address (on /otp, or here where the brand has no
 * /otp). Sign-up starts no session: only the owner of the address can, with that code.
 */
export function RegisterForm() {
  const [signUp] = useSignUpMutation();
  const askForCode = useAskForCode();
  const pending = usePendingVerification();
  const { search } = useLocation();
  if (pending) return <OtpForm />;
  return (
    <AuthPageFrame title="Create your account">
      <Form<SignUpRequest>
        onSubmit={async (values) => {
          try {
            const phone = values.phone_number?.trim();
            const email = values.email.trim();
            await signUp({
              email,
              password: values.password,
              first_name: values.first_name.trim(),
              last_name: values.last_name.trim(),
              ...(phone ? { phone_number: phone } : {}),
            }).unwrap();
            askForCode(email);
            return undefined;
          } catch (error) {
            return submissionErrors(error, FIELDS);
          }
        }}
      >
        {({ handleSubmit, submitting }) => (
          <form
            className={styles.form}
            onSubmit={(event) => void handleSubmit(event)}
            noValidate
            aria-label="Create your account"
          >
            <FinalFormError />
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
            <FinalTextField
              name="phone_number"
              label="Phone number (optional)"
              type="tel"
              autoComplete="tel"
            />
            <FinalPasswordField
              name="password"
              label="Password"
              autoComplete="new-password"
              hint="At least 8 characters."
              validate={newPassword}
            />
            <Button type="submit" loading={submitting} loadingLabel="Creating your account" fullWidth>
              Create account
            </Button>
            <GoogleSignInButton />
            <p className={styles.status}>
              Already have an account? <Link to={`/login${search}`}>Log in</Link>
            </p>
          </form>
        )}
      </Form>
    </AuthPageFrame>
  );
}
