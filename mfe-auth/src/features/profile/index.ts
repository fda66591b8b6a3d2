// The profile feature's public entry: what its page draws.
export { ProfilePanel } from './profile-panel';
