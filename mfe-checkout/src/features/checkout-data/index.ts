// The checkout data feature's public entry: the remote's one RTK Query API (every read and write
// of the checkout page), the server's errors in words, and the stored session as hooks.
export {
  checkoutApi,
  useApplyPromoCodeMutation,
  useAssignVoucherMutation,
  useChooseShippingMethodMutation,
  useGetCheckoutQuery,
  useGetMeQuery,
  useListCountriesQuery,
  useListShippingMethodsQuery,
  useListSubdivisionsQuery,
  useRemovePromoCodeMutation,
  useSaveShippingDetailsMutation,
} from './checkout-api';
export { errorText, submissionErrors } from './checkout-errors';
export { receiptTokenFor, storedReceiptToken } from './receipt-token';
export { useAccessToken, useCheckoutId } from './use-stored-session';
