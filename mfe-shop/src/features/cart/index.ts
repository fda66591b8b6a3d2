// The cart feature's public entry: the cart page's view. Its store part is ./state.
export { CartView } from './components/cart-view';
