// The onboarding feature's public entry: what its page draws.
export { CompleteProfileForm } from './complete-profile-form';
