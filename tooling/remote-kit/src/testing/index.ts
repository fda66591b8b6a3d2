// Test helpers every remote shares: 'remote-kit/testing', never imported by application code.
export { describeExposes } from './describe-exposes';
