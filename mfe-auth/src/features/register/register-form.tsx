import { Form } from 'react-final-form';
import { Link, useLocation } from 'react-router-dom';
import type { SignUpRequest } from 'shared-contracts';
import { Button } from 'shared-ui';
import { FinalFormError, FinalPasswordField, FinalTextField } from 'shared-ui/final-form';
import { AuthPageFrame } from '../forms/auth-page-frame';
import styles from '../forms/forms.module.css';
import { submitErrors } from '../forms/submit-errors';
import { newPassword, required, validEmail } from '../forms/validators';
import { GoogleSignInButton } from '../login/google-sign-in-button';
import { useSignUpMutation } from '../session/auth-api';
import { useFinishLogin } from '../session/use-finish-login';

const FIELDS = ['email', 'password', 'first_name', 'last_name', 'phone_number'] as const;

/** /register: sign-up, then the code sent to the email on /otp. */
export function RegisterForm() {
  const [signUp] = useSignUpMutation();
  const finish = useFinishLogin();
  const { search } = useLocation();
  return (
    <AuthPageFrame title="Create your account">
      <Form<SignUpRequest>
        onSubmit={async (values) => {
          try {
            const phone = values.phone_number?.trim();
            const answer = await signUp({
              email: values.email.trim(),
              password: values.password,
              first_name: values.first_name.trim(),
              last_name: values.last_name.trim(),
              ...(phone ? { phone_number: phone } : {}),
            }).unwrap();
            finish(answer);
            return undefined;
          } catch (error) {
            return submitErrors(error, FIELDS);
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
            <FinalTextField
              name="email"
              label="Email"
              type="email"
              autoComplete="email"
              validate={validEmail}
            />
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
