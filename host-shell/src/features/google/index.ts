// The google feature's public entry: what the rest of the shell uses of it.
export { GoogleSignInProvider } from './google-sign-in-provider';
