// The register feature's public entry: what its page draws.
export { RegisterForm } from './register-form';
