// The cart's part of the store, for app/ and the other features: a door without components, so the
// store's graph holds no React component (docs/adr/0111). Its sagas come through ./flows, in the
// chunk that loads with the first cart request (docs/adr/0013).
export {
  addFailed,
  addToCartRequested,
  buyNowHandled,
  cartFlowsStarted,
  cartSlice,
  lineChangeEnded,
  lineQuantityChangeRequested,
  lineRemoveRequested,
  optionChosen,
  selectAddMessage,
  selectAddStatus,
  selectAddsSucceeded,
  selectBuyNowSucceeded,
  selectMissingAttributes,
} from './cart.slice';
export { CART_DEPS, type CartDeps } from './cart-deps';
export { isMultiSelect, missingAttributes, resolveVariants, toggleChoice } from './variant-match';
