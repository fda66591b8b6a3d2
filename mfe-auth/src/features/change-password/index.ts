// The change-password feature's public entry: the form its page draws.
export { ChangePasswordForm } from './change-password-form';
