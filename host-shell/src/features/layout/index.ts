// The layout feature's public entry: what the rest of the shell uses of it.
export { NOT_FOUND_LAYOUT, PageLayout } from './page-layout';
export { CartCountProvider } from './cart-count-context';
