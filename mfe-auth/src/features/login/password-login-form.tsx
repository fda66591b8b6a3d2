import { Form } from 'react-final-form';
import type { LoginRequest } from 'shared-contracts';
import { Button } from 'shared-ui';
import { FinalFormError, FinalPasswordField, FinalTextField } from 'shared-ui/final-form';
import styles from '../forms/forms.module.css';
import { submitErrors } from '../forms/submit-errors';
import { required, validEmail } from '../forms/validators';
import { useLoginMutation } from '../session/auth-api';
import { useFinishLogin } from '../session/use-finish-login';

/** Email and password; a wrong pair is said above the form, and nothing typed is lost. */
export function PasswordLoginForm() {
  const [login] = useLoginMutation();
  const finish = useFinishLogin();
  return (
    <Form<LoginRequest>
      onSubmit={async (values) => {
        try {
          finish(await login({ email: values.email.trim(), password: values.password }).unwrap());
          return undefined;
        } catch (error) {
          return submitErrors(error, []);
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
          <FinalTextField
            name="email"
            label="Email"
            type="email"
            autoComplete="email"
            validate={validEmail}
          />
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
