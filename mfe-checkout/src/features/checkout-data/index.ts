// The checkout data feature's public entry: the stored session as hooks. The remote's API (every
// read and write of the checkout page) is in src/api/.
export { useAccessToken, useCheckoutId } from './use-stored-session';
