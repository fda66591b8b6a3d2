// The toasts feature's public entry: what the rest of the shell uses of it.
export { ToastRegion } from './toast-region';
