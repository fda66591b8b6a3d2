import { Form } from 'react-final-form';
import {
  EMAIL_NOT_VERIFIED,
  isApiError,
  type LoginRequest,
  required,
  submissionErrors,
  validEmail,
} from 'shared-contracts';
import { Button } from 'shared-ui';
import { FinalEmailField, FinalFormError, FinalPasswordField } from 'shared-ui/final-form';
import styles from '../../components/forms.module.css';
import { useAskForCode } from '../otp';
import { useLoginMutation } from '../../api/auth-api';
import { useFinishLogin } from '../../app/use-finish-login';

/**
 * Email and password; a wrong pair is said above the form, and nothing typed is lost. The right
 * password of an account whose email is not confirmed yet starts no session: the API mails a code
 * and the user goes on to enter it.
 */
export function PasswordLoginForm() {
  const [login] = useLoginMutation();
  const finish = useFinishLogin();
  const askForCode = useAskForCode();
  return (
    <Form<LoginRequest>
      onSubmit={async (values) => {
        const email = values.email.trim();
        try {
          finish(await login({ email, password: values.password }).unwrap());
          return undefined;
        } catch (error) {
          if (isEmailNotVerified(error)) {
            askForCode(email);
            return undefined;
          }
          return submissionErrors(error, []);
        }
      }}
    >
      {({ handleSubmit, submitting }) => (
        <form
          className={styles.form}
          onSubmit={(event) => void handleSubmit(event)}
          noValidate
          aria-label="Log in with your password"
        >
          <FinalFormError />
          <FinalEmailField validate={validEmail} />
          <FinalPasswordField
            name="password"
            label="Password"
            autoComplete="current-password"
            validate={required('Please enter your password.')}
          />
          <Button type="submit" loading={submitting} loadingLabel="Logging in" fullWidth>
            Log in
          </Button>
        </form>
      )}
    </Form>
  );
}

/** The API's 403 for the right password of an account whose email is not confirmed. */
function isEmailNotVerified(error: unknown): boolean {
  return isApiError(error) && error.status === 403 && error.code === EMAIL_NOT_VERIFIED;
}
