// The cart's sagas, for app/cart-flows.ts only: that file is its own chunk, loaded with the first
// cart request, so nothing else may import this door (docs/adr/0013).
export { addToCartSaga } from './add-to-cart.saga';
export { cartChangeSaga } from './cart-change.saga';
