import type {
  catalogueAnswer,
  mainProductAnswer,
  productDetailAnswer,
} from '../../schemas/catalogue-answers';
import type { addToCartBody, cartItemsBody, createCheckoutBody } from '../../schemas/cart';
import type { catalogueQuery, productDetailBody, productsQuery } from '../../schemas/shop';
import type { Static } from 'typebox';

// Request and response bodies of the product calls (docs/product.md §7).

/** Body of POST /api/ecom/products-detail/{productId} when choosing options. */
export type ProductDetailRequest = NonNullable<Static<typeof productDetailBody>>;

/**
 * Answer of products-detail: the product, with what its page shows besides docs/product.md §3's fields.
 * When the request chose attributes, `variants` holds only the variants matching every choice.
 */
export type ProductDetailResponse = Static<typeof productDetailAnswer>;

/**
 * Query of recommended-products, main-product and products-list (POST ?query): the brand whose
 * products to list (default stud), a product to leave out (the one on screen), a search text.
 */
export type ProductsQuery = Static<typeof productsQuery>;

/** Query of GET /api/ecom/products-catalogue. */
export type CatalogueQuery = Static<typeof catalogueQuery>;

/** Answer of products-catalogue, recommended-products and products-list. */
export type CatalogueResponse = Static<typeof catalogueAnswer>;

/** Answer of GET /api/ecom/main-product. */
export type MainProductResponse = Static<typeof mainProductAnswer>;

/** Body of POST /api/ecom/cart-items/: the checkout id. */
export type CartItemsRequest = Static<typeof cartItemsBody>;

/** Body of POST /api/ecom/add-to-cart/: the checkout id and the lines (quantity 1 each). */
export type AddToCartRequest = Static<typeof addToCartBody>;

/** Body of POST /api/ecom/create-checkout/. */
export type CreateCheckoutRequest = Static<typeof createCheckoutBody>;
