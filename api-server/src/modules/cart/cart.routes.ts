import type { FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  addToCartAnswer,
  addToCartBody,
  cartItemsAnswer,
  cartItemsBody,
  cartItemsNotFoundAnswer,
  createCheckoutAnswer,
  createCheckoutBody,
  removeFromCartAnswer,
  removeFromCartBody,
  updateOfCartAnswer,
  updateOfCartBody,
} from 'shared-contracts/schemas';
import type { Checkout, CheckoutNotFoundBody } from '../../contracts';
import { endpoints } from '../../contracts';
import { sendTooMany, type HourlyLimit, type KeyedHourlyLimit } from '../../http/hourly-limit';
import { noStoreHook } from '../../http/security-headers';
import { CartError } from './cart.repository';
import type { CartAccess, CartService } from './cart.service';
import {
  hashCheckoutSecret,
  newCheckoutSecret,
  secretOf,
  sendSignInAgain,
  SignInAgain,
  type CheckoutGuard,
  type CheckoutViewer,
} from './checkout-access';

export interface CartRoutesOptions {
  cart: CartService;
  /**
   * Lets a call about a checkout through only to who may use it (checkout-access.ts): cart-items.
   * The writes check the same inside the service, in their statement on PostgreSQL.
   */
  guard: CheckoutGuard;
  /** Who asks, for the writes' own check. */
  readViewer: (request: FastifyRequest) => Promise<CheckoutViewer>;
  /** The signed-in user of a request, or null: a checkout made signed in is theirs. */
  readUserId: (request: FastifyRequest) => Promise<string | null>;
  /** Counts a new cart of the request's address. */
  cartLimit: HourlyLimit;
  /** Counts a new cart of a signed-in user (the key), from any address. */
  userCartLimit: KeyedHourlyLimit;
  /** Counts an add-to-cart of the request's address. */
  addLimit: HourlyLimit;
  /**
   * Counts a line change (add or update) of the request's cart, from any address, under the key
   * the route gives: the cart and who asks, so nobody spends another's cart.
   */
  cartChangeLimit: KeyedHourlyLimit;
}

type MutationName = 'checkoutCreate' | 'checkoutLinesAdd' | 'checkoutLinesDelete' | 'checkoutLinesUpdate';

/**
 * Answers a cart mutation the Saleor way, `{ [mutation]: { checkout, errors } }`: 200 with no
 * errors when it went through; otherwise the error's status (400 bad input, 404 unknown checkout
 * with code NOT_FOUND at the top too, 409 INSUFFICIENT_STOCK) with `detail` and the errors.
 */
async function answer(
  reply: FastifyReply,
  mutation: MutationName,
  run: () => Promise<Checkout>,
  extra: Record<string, string> = {},
) {
  try {
    const checkout = await run();
    return reply.send({ [mutation]: { checkout, errors: [], ...extra } });
  } catch (error) {
    if (error instanceof SignInAgain) return sendSignInAgain(reply);
    if (!(error instanceof CartError)) throw error;
    const body = {
      detail: error.message,
      ...(error.status === 404 ? { code: 'NOT_FOUND' } : {}),
      [mutation]: { checkout: null, errors: error.errors },
    };
    return reply.code(error.status).send(body);
  }
}

/**
 * The cart calls of docs/product.md §7: cart-items, add-to-cart, remove-from-cart, update-of-cart,
 * create-checkout.
 */
export const cartRoutes: FastifyPluginCallbackTypebox<CartRoutesOptions> = (
  app,
  { cart, guard, readViewer, readUserId, cartLimit, userCartLimit, addLimit, cartChangeLimit },
  done,
) => {
  // A cart names what someone is buying and, with the checkout, where it goes: never cached.
  app.addHook('onSend', noStoreHook);

  /**
   * Who asks, and the key of their budget of changes to cart `id`: the cart and the user, or the
   * secret's hash (a guest's one credential), so a stranger naming the cart spends only their own.
   * The write itself lets through only who may use the checkout (docs/adr/0161).
   */
  const callerOf = async (request: FastifyRequest, id: string) => {
    const access: CartAccess = { viewer: await readViewer(request), secret: secretOf(request) };
    const who = access.viewer.userId ?? (access.secret === null ? '' : hashCheckoutSecret(access.secret));
    return { access, budget: `${id}:${who}` };
  };

  app.post(
    endpoints.checkout.cartItems,
    {
      schema: { body: cartItemsBody, response: { 200: cartItemsAnswer, 404: cartItemsNotFoundAnswer } },
      preHandler: guard({ payload: { name: 'checkout' } }),
    },
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

  app.post(
    endpoints.checkout.createCheckout,
    { schema: { body: createCheckoutBody, response: { 200: createCheckoutAnswer } } },
    async (request, reply) => {
      const wait = await cartLimit(request);
      if (wait !== null) return sendTooMany(reply, wait, 'new carts from your network');
      const owner = await readUserId(request);
      const userWait = owner === null ? null : await userCartLimit(request, owner);
      if (userWait !== null) return sendTooMany(reply, userWait, 'new carts');
      // Answered once, here; only its hash is kept. The browser sends it with every later call.
      const checkoutSecret = newCheckoutSecret();
      return answer(
        reply,
        'checkoutCreate',
        () => cart.create(request.body.input, { owner, secretHash: hashCheckoutSecret(checkoutSecret) }),
        { checkoutSecret },
      );
    },
  );

  app.post(
    endpoints.checkout.addToCart,
    { schema: { body: addToCartBody, response: { 200: addToCartAnswer } } },
    async (request, reply) => {
      const { access, budget } = await callerOf(request, request.body.id);
      const wait = await addLimit(request);
      if (wait !== null) return sendTooMany(reply, wait, 'additions to carts from your network');
      const cartWait = await cartChangeLimit(request, budget);
      if (cartWait !== null) return sendTooMany(reply, cartWait, 'changes to this cart');
      return answer(reply, 'checkoutLinesAdd', () => cart.addLines(request.body, access));
    },
  );

  app.post(
    endpoints.checkout.updateOfCart,
    { schema: { body: updateOfCartBody, response: { 200: updateOfCartAnswer } } },
    async (request, reply) => {
      const { access, budget } = await callerOf(request, request.body.id);
      const wait = await cartChangeLimit(request, budget);
      if (wait !== null) return sendTooMany(reply, wait, 'changes to this cart');
      return answer(reply, 'checkoutLinesUpdate', () => cart.updateLines(request.body, access));
    },
  );

  app.post(
    endpoints.checkout.removeFromCart,
    { schema: { body: removeFromCartBody, response: { 200: removeFromCartAnswer } } },
    async (request, reply) => {
      const access: CartAccess = { viewer: await readViewer(request), secret: secretOf(request) };
      return answer(reply, 'checkoutLinesDelete', () => cart.deleteLines(request.body, access));
    },
  );
  done();
};
