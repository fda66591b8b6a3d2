// The config feature's public entry: what the rest of the shell uses of it.
export { ConfigErrorScreen } from './config-error-screen';
export { loadRuntimeConfig } from './load-runtime-config';
