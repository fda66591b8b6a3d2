// The product feature's public entry: the product page's view.
export { ProductView } from './components/product-view';
