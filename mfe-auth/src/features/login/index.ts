// The login feature's public entry: the login page's panel, and the Google button sign-up reuses.
export { LoginPanel } from './login-panel';
export { GoogleSignInButton } from './google-sign-in-button';
