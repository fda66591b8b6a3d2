import type { FastifyPluginCallback, FastifyReply } from 'fastify';
import type {
  AddToCartRequest,
  Checkout,
  CheckoutNotFoundBody,
  CreateCheckoutRequest,
  RemoveFromCartRequest,
  UpdateCartRequest,
} from '../../contracts';
import { endpoints } from '../../contracts';
import { CartError } from './cart.repository';
import {
  addToCartBody,
  cartItemsBody,
  createCheckoutBody,
  removeFromCartBody,
  updateOfCartBody,
} from './cart.schemas';
import type { CartService } from './cart.service';

export interface CartRoutesOptions {
  cart: CartService;
}

type MutationName = 'checkoutCreate' | 'checkoutLinesAdd' | 'checkoutLinesDelete' | 'checkoutLinesUpdate';

/**
 * Answers a cart mutation the Saleor way, `{ [mutation]: { checkout, errors } }`: 200 with no
 * errors when it went through; otherwise the error's status (400 bad input, 404 unknown checkout
 * with code NOT_FOUND at the top too, 409 INSUFFICIENT_STOCK) with `detail` and the errors.
 */
async function answer(reply: FastifyReply, mutation: MutationName, run: () => Promise<Checkout>) {
  try {
    const checkout = await run();
    return reply.send({ [mutation]: { checkout, errors: [] } });
  } catch (error) {
    if (!(error instanceof CartError)) throw error;
    const body = {
      detail: error.message,
      ...(error.status === 404 ? { code: 'NOT_FOUND' } : {}),
      [mutation]: { checkout: null, errors: error.errors },
    };
    return reply.code(error.status).send(body);
  }
}

/** The cart calls of SPEC §7: cart-items, add-to-cart, remove-from-cart, update-of-cart, create-checkout. */
export const cartRoutes: FastifyPluginCallback<CartRoutesOptions> = (app, { cart }, done) => {
  app.post<{ Body: { id: string } }>(
    endpoints.checkout.cartItems,
    { schema: { body: cartItemsBody } },
    async (request, reply) => {
      const checkout = await cart.get(request.body.id);
      if (!checkout) {
        return reply.code(404).send({
          detail: 'Checkout not found.',
          code: 'NOT_FOUND',
          checkout: null,
        } satisfies CheckoutNotFoundBody & {
          checkout: null;
        });
      }
      return { checkout };
    },
  );

  app.post<{ Body: CreateCheckoutRequest }>(
    endpoints.checkout.createCheckout,
    { schema: { body: createCheckoutBody } },
    (request, reply) => answer(reply, 'checkoutCreate', () => cart.create(request.body.input)),
  );

  app.post<{ Body: AddToCartRequest }>(
    endpoints.checkout.addToCart,
    { schema: { body: addToCartBody } },
    (request, reply) => answer(reply, 'checkoutLinesAdd', () => cart.addLines(request.body)),
  );

  app.post<{ Body: UpdateCartRequest }>(
    endpoints.checkout.updateOfCart,
    { schema: { body: updateOfCartBody } },
    (request, reply) => answer(reply, 'checkoutLinesUpdate', () => cart.updateLines(request.body)),
  );

  app.post<{ Body: RemoveFromCartRequest }>(
    endpoints.checkout.removeFromCart,
    { schema: { body: removeFromCartBody } },
    (request, reply) => answer(reply, 'checkoutLinesDelete', () => cart.deleteLines(request.body)),
  );
  done();
};
