import { useState } from 'react';
import { Form } from 'react-final-form';
import { Link } from 'react-router-dom';
import { Button } from 'shared-ui';
import { FinalFormError, FinalPasswordField } from 'shared-ui/final-form';
import { newPassword, required, submissionErrors } from 'shared-contracts';
import { AuthPageFrame } from '../../components/auth-page-frame';
import styles from '../../components/forms.module.css';
import { useResetPasswordMutation } from '../../api/auth-api';

/** /change-password: the current password and a new one; other sessions end on the server. */
export function ChangePasswordForm() {
  const [resetPassword] = useResetPasswordMutation();
  const [done, setDone] = useState(false);
  return (
    <AuthPageFrame title="Change password">
      {done ? (
        <p className={styles.status} role="status">
          Password changed. Your other sessions were signed out.{' '}
          <Link to="/profile">Back to your profile</Link>
        </p>
      ) : (
        <Form<{ old_password: string; password: string }>
          onSubmit={async (values) => {
            try {
              await resetPassword({ old_password: values.old_password, password: values.password }).unwrap();
              setDone(true);
              return undefined;
            } catch (error) {
              return submissionErrors(error, ['old_password', 'password']);
            }
          }}
        >
          {({ handleSubmit, submitting }) => (
            <form
              className={styles.form}
              onSubmit={(event) => void handleSubmit(event)}
              noValidate
              aria-label="Change password"
            >
              <FinalFormError />
              <FinalPasswordField
                name="old_password"
                label="Current password"
                autoComplete="current-password"
                validate={required('Please enter your current password.')}
              />
              <FinalPasswordField
                name="password"
                label="New password"
                autoComplete="new-password"
                validate={newPassword}
              />
              <Button type="submit" loading={submitting} loadingLabel="Changing your password" fullWidth>
                Change password
              </Button>
            </form>
          )}
        </Form>
      )}
    </AuthPageFrame>
  );
}
