import type { CheckoutLineInput } from '../../entities/checkout';
import type { CatalogueItem, Product } from '../../entities/product';

// Request and response bodies of the product calls (SPEC §7).

/** Body of POST /api/ecom/products-detail/{productId} when choosing options. */
export interface ProductDetailRequest {
  productId: string;
  /** Attribute name to the chosen value(s). */
  attributes?: Record<string, string[]>;
  /** Restrict the answer to these variant ids. */
  variants?: string[];
}

/** Answer of products-detail: the product. */
export type ProductDetailResponse = Product;

/** Query of GET /api/ecom/products-catalogue. */
export interface CatalogueQuery {
  category_id: string;
}

/** Answer of products-catalogue, recommended-products and products-list. */
export type CatalogueResponse = CatalogueItem[];

/** Answer of GET /api/ecom/main-product. */
export type MainProductResponse = CatalogueItem;

/** Body of POST /api/ecom/add-to-cart/: the checkout id and the lines (quantity 1 each). */
export interface AddToCartRequest {
  id: string;
  lines: CheckoutLineInput[];
}

/** Body of POST /api/ecom/create-checkout/. */
export interface CreateCheckoutRequest {
  input: { lines: CheckoutLineInput[]; channel: string; email?: string };
}
