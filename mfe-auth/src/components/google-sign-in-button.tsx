import { GoogleLogin } from '@react-oauth/google';
import { useState } from 'react';
import { isGoogleSignInEnabled } from 'shared-contracts';
import { FormError } from 'shared-ui';
import styles from './forms.module.css';
import { useGoogleLoginMutation } from '../api/auth-api';
import { useFinishLogin } from '../app/use-finish-login';

/**
 * "Sign in with Google": posts Google's ID token to social-media-login. Not rendered at all without
 * a client id (the shell then has no Google provider); when Google's script cannot load, Google's
 * component draws nothing and the rest of the form works as before.
 */
export function GoogleSignInButton() {
  const [googleLogin] = useGoogleLoginMutation();
  const finish = useFinishLogin();
  const [error, setError] = useState('');
  if (!isGoogleSignInEnabled()) return null;
  return (
    <div className={styles.google}>
      <GoogleLogin
        onSuccess={(response) => {
          if (!response.credential) return setError('Google sign-in did not finish. Please try again.');
          googleLogin({ provider: 'google', token: response.credential })
            .unwrap()
            .then(finish)
            .catch(() => setError('Google sign-in could not be verified. Please try again.'));
        }}
        onError={() => setError('Google sign-in did not finish. Please try again.')}
      />
      <FormError>{error}</FormError>
    </div>
  );
}
