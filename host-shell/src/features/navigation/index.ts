// The navigation feature's public entry: what the rest of the shell uses of it.
export { ScrollToTop } from './scroll-to-top';
