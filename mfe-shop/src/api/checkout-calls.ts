import type {
  AddToCartRequest,
  AddToCartResponse,
  Checkout,
  CheckoutPayload,
  CreateCheckoutRequest,
  CreateCheckoutResponse,
  RemoveFromCartRequest,
  RemoveFromCartResponse,
  UpdateCartRequest,
  UpdateCartResponse,
  ApiClient,
} from 'shared-contracts';
import { CONSTANTS, endpoints } from 'shared-contracts';

/** A new checkout and the secret that opens it (null from an API that sends none). */
export interface CreatedCheckout {
  checkout: Checkout;
  secret: string | null;
}

/** The cart writes the sagas call; each resolves to the checkout after it, or rejects with ApiError. */
export interface CheckoutCalls {
  /** A new checkout holding one unit of each variant, with its secret. */
  create: (variantIds: string[]) => Promise<CreatedCheckout>;
  /** One more unit of each variant, in one request (all or none). */
  addLines: (checkoutId: string, variantIds: string[]) => Promise<Checkout>;
  updateLine: (checkoutId: string, lineId: string, quantity: number) => Promise<Checkout>;
  removeLine: (checkoutId: string, lineId: string) => Promise<Checkout>;
}

function checkoutOf(payload: CheckoutPayload): Checkout {
  if (!payload.checkout) throw new Error(payload.errors[0]?.message ?? 'The cart was not changed.');
  return payload.checkout;
}

/** The calls on an API client (the shared one in the page, a test's own in tests). */
export function createCheckoutCalls(client: ApiClient): CheckoutCalls {
  const line = (variantId: string) => ({ variantId, quantity: CONSTANTS.quantityPerAdd });
  return {
    create: async (variantIds) => {
      const { checkoutCreate } = (
        await client.post<CreateCheckoutResponse>(endpoints.checkout.createCheckout, {
          input: { lines: variantIds.map(line), channel: CONSTANTS.channel },
        } satisfies CreateCheckoutRequest)
      ).data;
      return { checkout: checkoutOf(checkoutCreate), secret: checkoutCreate.checkoutSecret ?? null };
    },
    addLines: async (checkoutId, variantIds) =>
      checkoutOf(
        (
          await client.post<AddToCartResponse>(endpoints.checkout.addToCart, {
            id: checkoutId,
            lines: variantIds.map(line),
          } satisfies AddToCartRequest)
        ).data.checkoutLinesAdd,
      ),
    updateLine: async (checkoutId, lineId, quantity) =>
      checkoutOf(
        (
          await client.post<UpdateCartResponse>(endpoints.checkout.updateOfCart, {
            id: checkoutId,
            lines: [{ lineId, quantity }],
          } satisfies UpdateCartRequest)
        ).data.checkoutLinesUpdate,
      ),
    removeLine: async (checkoutId, lineId) =>
      checkoutOf(
        (
          await client.post<RemoveFromCartResponse>(endpoints.checkout.removeFromCart, {
            id: checkoutId,
            lineIds: [lineId],
          } satisfies RemoveFromCartRequest)
        ).data.checkoutLinesDelete,
      ),
  };
}
