import { useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import type { BrandId } from 'shared-contracts';
import { Button } from 'shared-ui';
import { brandHasPage } from '../../app/brand-pages';
import { AuthPageFrame } from '../../components/auth-page-frame';
import styles from '../../components/forms.module.css';
import { OtpForm, usePendingVerification } from '../otp';
import { CodeLoginForm } from './code-login-form';
import { GoogleSignInButton } from '../../components/google-sign-in-button';
import { PasswordLoginForm } from './password-login-form';

/** /login: password or one-time code, Google where configured, links to register and reset (where the brand has it). */
export function LoginPanel({ brand }: { brand: BrandId }) {
  const [mode, setMode] = useState<'password' | 'code'>('password');
  const { search } = useLocation();
  // A brand without /otp asks for the code of an unconfirmed account here, in place.
  if (usePendingVerification()) return <OtpForm />;
  return (
    <AuthPageFrame title="Log in">
      <div className={styles.form}>
        {mode === 'password' ? <PasswordLoginForm /> : <CodeLoginForm />}
        <Button variant="link" onClick={() => setMode(mode === 'password' ? 'code' : 'password')}>
          {mode === 'password' ? 'Log in with a code instead' : 'Log in with your password instead'}
        </Button>
        <GoogleSignInButton />
        <div className={styles.links}>
          <Link to={`/register${search}`}>Create an account</Link>
          {brandHasPage(brand, '/reset-password') ? (
            <Link to="/reset-password">Forgot your password?</Link>
          ) : null}
        </div>
      </div>
    </AuthPageFrame>
  );
}
