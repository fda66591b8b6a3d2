// The reset-code feature's public entry: the form its page draws.
export { ResetCodeForm } from './reset-code-form';
