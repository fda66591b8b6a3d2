// The otp feature's public entry: the code form (its own page, and inline after sign-up or an
// unconfirmed login) and the address carried to it in the router's history state.
export { OtpForm } from './otp-form';
export { useAskForCode, usePendingVerification } from './pending-verification';
