import Fastify, { type FastifyInstance, type RouteOptions } from 'fastify';
import { endpoints } from 'shared-contracts';
import * as sharedSchemas from 'shared-contracts/schemas';
import { createValidatorCompiler } from '../src/http/validation';
import { cartRoutes, type CartRoutesOptions } from '../src/modules/cart/cart.routes';
import { checkoutRoutes, type CheckoutRoutesOptions } from '../src/modules/checkout/checkout.routes';

// The API validates with the very schema objects shared-contracts exports, the ones the remotes'
// request types derive from (docs/adr/0115-one-schema-per-endpoint.md): a copy kept in api-server
// could drift from what the remotes type-check against.

const pass = () => () => Promise.resolve();
const unused = {} as never;

async function routesOf(register: (app: FastifyInstance) => PromiseLike<unknown>) {
  const app = Fastify();
  app.setValidatorCompiler(createValidatorCompiler());
  const routes = new Map<string, RouteOptions>();
  app.addHook('onRoute', (route) => void routes.set(`${String(route.method)} ${route.url}`, route));
  await register(app);
  await app.ready();
  return { app, routes };
}

const cartOptions: CartRoutesOptions = {
  cart: unused,
  guard: pass,
  readUserId: () => Promise.resolve(null),
  cartLimit: () => Promise.resolve(null),
  userCartLimit: () => Promise.resolve(null),
  addLimit: () => Promise.resolve(null),
  cartChangeLimit: () => Promise.resolve(null),
};
const checkoutOptions: CheckoutRoutesOptions = {
  db: unused,
  details: unused,
  payments: unused,
  readUserId: () => Promise.resolve(null),
  guard: pass,
};

describe('routes validate with the shared schemas', () => {
  it.each([
    [endpoints.checkout.cartItems, sharedSchemas.cartItemsBody],
    [endpoints.checkout.addToCart, sharedSchemas.addToCartBody],
    [endpoints.checkout.updateOfCart, sharedSchemas.updateOfCartBody],
    [endpoints.checkout.removeFromCart, sharedSchemas.removeFromCartBody],
    [endpoints.checkout.createCheckout, sharedSchemas.createCheckoutBody],
  ])('cart: POST %s', async (path, schema) => {
    const { app, routes } = await routesOf((app) => app.register(cartRoutes, cartOptions));
    expect(routes.get(`POST ${path}`)?.schema?.body).toBe(schema);
    await app.close();
  });

  it.each([
    [endpoints.checkout.createPayment, sharedSchemas.createPaymentBody],
    [endpoints.checkout.verifyPayment, sharedSchemas.verifyPaymentBody],
    [endpoints.checkout.shippingDetails, sharedSchemas.shippingDetailsBody],
    [endpoints.checkout.checkoutOrderDetails, sharedSchemas.completeBody],
    [endpoints.checkout.checkoutStatus, sharedSchemas.statusBody],
    [endpoints.payment.paypalInitiate, sharedSchemas.paypalInitiateBody],
  ])('checkout: POST %s', async (path, schema) => {
    const { app, routes } = await routesOf((app) => app.register(checkoutRoutes, checkoutOptions));
    expect(routes.get(`POST ${path}`)?.schema?.body).toBe(schema);
    await app.close();
  });

  it('refuses, before any handler runs, an add-to-cart body the shared schema refuses', async () => {
    const { app } = await routesOf((app) => app.register(cartRoutes, cartOptions));
    const response = await app.inject({
      method: 'POST',
      url: endpoints.checkout.addToCart,
      payload: { id: 'c1', lines: [{ variantId: 'v1', quantity: 0 }] },
    });
    expect(response.statusCode).toBe(400);
    await app.close();
  });
});
