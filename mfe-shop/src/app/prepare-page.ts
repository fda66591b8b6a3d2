// What a shop page reads before the shell's server renders it (docs/adr/0140): the reads its
// views make as they first render, in the render's own store. The subscriptions stay: the store
// lives only as long as the render, and an unsubscribed read would hold it in a timer.
import { shopCategoryId, type BrandId, type RenderScope } from 'shared-contracts';
import { shopApi } from '../api/shop-api';
import { catalogueKeyOf, shopBrandOf } from '../features/catalogue';
import { renderStore } from './store';

/** The props of the page the shell is about to render. */
export interface PrepareProps {
  brand: string;
  pageKey: string;
  params: Record<string, string>;
}

/** The catalogue page: its products and the recommended ones (catalogue-view.tsx). */
export async function prepareCatalogue(scope: RenderScope, { brand, pageKey }: PrepareProps): Promise<void> {
  const store = renderStore(scope);
  const shopBrand = shopBrandOf(brand as BrandId);
  await Promise.all([
    store.dispatch(
      shopApi.endpoints.getCatalogue.initiate(shopCategoryId(shopBrand, catalogueKeyOf(pageKey))),
    ),
    store.dispatch(shopApi.endpoints.getRecommended.initiate({ brand: shopBrand })),
  ]);
}

/** The product page: the product and the recommended ones without it (product-view.tsx). */
export async function prepareProduct(scope: RenderScope, { brand, params }: PrepareProps): Promise<void> {
  const store = renderStore(scope);
  const productId = params.productId ?? '';
  await Promise.all([
    store.dispatch(shopApi.endpoints.getProduct.initiate({ productId })),
    store.dispatch(
      shopApi.endpoints.getRecommended.initiate({ brand: shopBrandOf(brand as BrandId), exclude: productId }),
    ),
  ]);
}

/**
 * The cart page: the guest cart the request's cookie names (docs/adr/0189), so its lines are in the
 * first HTML. Without one (no cart, or a signed-in user's, which only their token opens) it reads
 * nothing and renders the cart's frame (docs/adr/0150).
 */
export async function prepareCart(scope: RenderScope): Promise<void> {
  if (!scope.guestCart) return;
  await renderStore(scope).dispatch(shopApi.endpoints.getCart.initiate(scope.guestCart.id));
}
