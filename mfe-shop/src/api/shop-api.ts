import { createApi } from '@reduxjs/toolkit/query/react';
import type { CartItemsResponse, CatalogueItem, ProductDetailResponse, ShopBrandId } from 'shared-contracts';
import { createApiBaseQuery, endpoints, rehydrateServerReads } from 'shared-contracts';
// No import of 'shared-contracts/axios-client' here (docs/adr/0186): every read a shop page makes
// as it first renders is in the server's HTML or sent by the shell's route preloader, so axios
// loads with the first write (or the shell's own first call), not before the cart's first line.

/** Arguments of getProduct: the id (or slug) and, when choosing options, the chosen attributes. */
export interface ProductArgs {
  productId: string;
  attributes?: Record<string, string[]>;
}

/**
 * The shop remote's reads (docs/product.md §7 Shop). Cart writes go through sagas, which invalidate
 * 'Cart'.
 */
export const shopApi = createApi({
  reducerPath: 'shopApi',
  baseQuery: createApiBaseQuery(),
  tagTypes: ['Cart', 'Product'],
  // The reads the shell's server rendered the page with (docs/adr/0140).
  extractRehydrationInfo: rehydrateServerReads,
  // The server caches these too; keep them a minute in the page.
  keepUnusedDataFor: 60,
  endpoints: (build) => ({
    getCatalogue: build.query<CatalogueItem[], string>({
      query: (categoryId) => ({ url: endpoints.shop.productsCatalogue, params: { category_id: categoryId } }),
    }),
    getRecommended: build.query<CatalogueItem[], { brand: ShopBrandId; exclude?: string }>({
      query: ({ brand, exclude }) => {
        const params: Record<string, string> = { brand };
        if (exclude) params.exclude = exclude;
        return { url: endpoints.shop.recommendedProducts, params };
      },
    }),
    getProduct: build.query<ProductDetailResponse, ProductArgs>({
      query: ({ productId, attributes }) => ({
        url: endpoints.shop.productsDetail(productId),
        method: 'POST',
        data: attributes ? { productId, attributes } : {},
      }),
      providesTags: ['Product'],
    }),
    getCart: build.query<CartItemsResponse, string>({
      query: (checkoutId) => ({
        url: endpoints.checkout.cartItems,
        method: 'POST',
        data: { id: checkoutId },
      }),
      providesTags: ['Cart'],
    }),
  }),
});

export const {
  useGetCatalogueQuery,
  useGetRecommendedQuery,
  useGetProductQuery,
  useLazyGetProductQuery,
  useGetCartQuery,
} = shopApi;
