// The communications feature's public entry: what its page draws.
export { CommunicationsForm } from './communications-form';
