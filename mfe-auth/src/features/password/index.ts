// The password feature's public entry: the forms its three pages draw.
export { ChangePasswordForm } from './change-password-form';
export { ResetCodeForm } from './reset-code-form';
export { ResetRequestForm } from './reset-request-form';
