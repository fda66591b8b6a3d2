import { createApi } from '@reduxjs/toolkit/query/react';
import {
  type ApplyPromoCodeResponse,
  type AssignVoucherRequest,
  type AssignVoucherResponse,
  type AvailableShippingMethodsResponse,
  type CartItemsResponse,
  type Checkout,
  type CountriesListResponse,
  createApiBaseQuery,
  endpoints,
  type PromoCodeRequest,
  type RemovePromoCodeResponse,
  type ShippingDetailsRequest,
  type ShippingDetailsResponse,
  type ShippingMethod,
  type SubDivisionResponse,
  type UpdateShippingMethodRequest,
  type UpdateShippingMethodResponse,
  type MeResponse,
} from 'shared-contracts';
// This remote's pages call the API as they first render, beyond the reads the shell preloads:
// importing the client's axios half here makes it part of the page's load, so the route preloader
// fetches it with the page chunk instead of the first request waiting for it (docs/adr/0018).
import 'shared-contracts/axios-client';

/** A checkout mutation's answer: the checkout after it (Saleor puts it under the mutation's name). */
type Payload = { checkout: Checkout | null };

/**
 * The checkout page's calls (docs/product.md §7 Shop). Reads are cached and deduplicated here; every write
 * patches the checkout it answered into the `getCheckout` cache and invalidates the shipping methods,
 * so the options are rebuilt after each shipping, promo or cart change (docs/product.md §4).
 */
export const checkoutApi = createApi({
  reducerPath: 'checkoutApi',
  baseQuery: createApiBaseQuery(),
  tagTypes: ['Checkout', 'ShippingMethods', 'Me'],
  endpoints: (build) => {
    /** A write on the checkout `id`: on success the answered checkout replaces the cached one. */
    const write = <Arg extends { id: string }, Answer>(
      request: (arg: Arg) => { url: string; data: unknown },
      payloadOf: (answer: Answer) => Payload,
    ) =>
      build.mutation<Checkout | null, Arg>({
        query: (arg) => ({ ...request(arg), method: 'POST' }),
        transformResponse: (answer: Answer) => payloadOf(answer).checkout,
        // A refused write may mean the checkout is gone or changed elsewhere: read it again.
        invalidatesTags: (_result, error) => (error ? ['Checkout', 'ShippingMethods'] : ['ShippingMethods']),
        async onQueryStarted(arg, { dispatch, queryFulfilled }) {
          try {
            const { data } = await queryFulfilled;
            // A patch of the cached checkout, not a refetch: totals follow at once, with no request.
            if (data) {
              dispatch(
                checkoutApi.util.updateQueryData('getCheckout', arg.id, (draft) => {
                  draft.checkout = data;
                }),
              );
            }
          } catch {
            // The error is the mutation's result; the page shows it by its field.
          }
        },
      });

    return {
      getCheckout: build.query<CartItemsResponse, string>({
        query: (id) => ({ url: endpoints.checkout.cartItems, method: 'POST', data: { id } }),
        providesTags: ['Checkout'],
      }),
      listShippingMethods: build.query<ShippingMethod[], string>({
        query: (checkoutId) => ({
          url: endpoints.checkout.availableShippingMethods,
          params: { checkout_id: checkoutId },
        }),
        transformResponse: (answer: AvailableShippingMethodsResponse) => answer.shippingMethods,
        providesTags: ['ShippingMethods'],
      }),
      // Reference data: the same for everyone and for the whole visit.
      listCountries: build.query<CountriesListResponse, void>({
        query: () => ({ url: endpoints.checkout.countriesList }),
        keepUnusedDataFor: 3600,
      }),
      listSubdivisions: build.query<SubDivisionResponse, string>({
        query: (countryCode) => ({ url: endpoints.checkout.subDivision(countryCode) }),
        keepUnusedDataFor: 3600,
      }),
      getMe: build.query<MeResponse, void>({
        query: () => ({ url: endpoints.users.me }),
        providesTags: ['Me'],
      }),
      saveShippingDetails: write<ShippingDetailsRequest, ShippingDetailsResponse>(
        (body) => ({ url: endpoints.checkout.shippingDetails, data: body }),
        (answer) => answer.checkoutBillingAddressUpdate,
      ),
      chooseShippingMethod: write<UpdateShippingMethodRequest, UpdateShippingMethodResponse>(
        (body) => ({ url: endpoints.checkout.updateShippingMethod, data: body }),
        (answer) => answer.checkoutDeliveryMethodUpdate,
      ),
      applyPromoCode: write<PromoCodeRequest, ApplyPromoCodeResponse>(
        (body) => ({ url: endpoints.checkout.applyPromoCode, data: body }),
        (answer) => answer.checkoutAddPromoCode,
      ),
      assignVoucher: write<AssignVoucherRequest, AssignVoucherResponse>(
        (body) => ({ url: endpoints.checkout.assignVoucher, data: body }),
        (answer) => answer.checkoutAddPromoCode,
      ),
      removePromoCode: write<PromoCodeRequest, RemovePromoCodeResponse>(
        (body) => ({ url: endpoints.checkout.removePromoCode, data: body }),
        (answer) => answer.checkoutRemovePromoCode,
      ),
    };
  },
});

export const {
  useGetCheckoutQuery,
  useListShippingMethodsQuery,
  useListCountriesQuery,
  useListSubdivisionsQuery,
  useSaveShippingDetailsMutation,
  useChooseShippingMethodMutation,
  useApplyPromoCodeMutation,
  useAssignVoucherMutation,
  useRemovePromoCodeMutation,
  useGetMeQuery,
} = checkoutApi;
