// The reset-request feature's public entry: the form its page draws.
export { ResetRequestForm } from './reset-request-form';
