// The login feature's public entry: the login page's panel.
export { LoginPanel } from './login-panel';
