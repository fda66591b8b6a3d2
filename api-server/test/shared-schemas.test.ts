import Fastify, { type FastifyInstance, type RouteOptions } from 'fastify';
import { endpoints } from 'shared-contracts';
import * as sharedSchemas from 'shared-contracts/schemas';
import { createValidatorCompiler } from '../src/http/validation';
import { accountRoutes } from '../src/modules/auth/account.routes';
import { authRoutes } from '../src/modules/auth/auth.routes';
import { passwordRoutes } from '../src/modules/auth/password.routes';
import { cartRoutes, type CartRoutesOptions } from '../src/modules/cart/cart.routes';
import { checkoutRoutes, type CheckoutRoutesOptions } from '../src/modules/checkout/checkout.routes';
import { onboardingRoutes } from '../src/modules/users/onboarding.routes';
import { userRoutes } from '../src/modules/users/users.routes';

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

  const authOptions = { auth: unused, sessions: unused, tokens: unused, limits: unused };
  const userOptions = { db: unused, authenticate: pass() };

  it.each([
    [endpoints.users.login, sharedSchemas.loginBody, sharedSchemas.sessionAnswer],
    [endpoints.users.refreshToken, sharedSchemas.refreshTokenBody, sharedSchemas.tokenPairAnswer],
    [endpoints.users.logout, sharedSchemas.logoutBody, sharedSchemas.detailAnswer],
    [endpoints.users.sendOtp, sharedSchemas.sendOtpBody, sharedSchemas.detailAnswer],
    [endpoints.users.verifyOtp, sharedSchemas.verifyOtpBody, sharedSchemas.sessionAnswer],
    [endpoints.users.sendResetPasswordOtp, sharedSchemas.sendCodeBody, sharedSchemas.detailAnswer],
    [endpoints.users.verifyResetPasswordOtp, sharedSchemas.verifyOtpBody, sharedSchemas.detailAnswer],
    [endpoints.users.resetPassword, sharedSchemas.resetPasswordBody, sharedSchemas.detailAnswer],
    [endpoints.users.updateProfile, sharedSchemas.updateProfileBody, sharedSchemas.userDataAnswer],
    [endpoints.users.saveInfo, sharedSchemas.saveInfoBody, sharedSchemas.userDataAnswer],
    [endpoints.users.completeUserProfile, sharedSchemas.completeProfileBody, sharedSchemas.userDataAnswer],
  ])('auth and users: POST %s, its body and its answer', async (path, body, answer) => {
    const { app, routes } = await routesOf(async (app) => {
      await app.register(authRoutes, authOptions);
      await app.register(accountRoutes, authOptions);
      await app.register(passwordRoutes, authOptions);
      await app.register(userRoutes, userOptions);
      await app.register(onboardingRoutes, userOptions);
    });
    const schema = routes.get(`POST ${path}`)?.schema as {
      body?: unknown;
      response?: Record<number, unknown>;
    };
    expect(schema.body).toBe(body);
    expect(schema.response?.[200]).toBe(answer);
    await app.close();
  });

  it.each([
    [endpoints.checkout.cartItems, sharedSchemas.cartItemsAnswer],
    [endpoints.checkout.addToCart, sharedSchemas.addToCartAnswer],
    [endpoints.checkout.updateOfCart, sharedSchemas.updateOfCartAnswer],
    [endpoints.checkout.removeFromCart, sharedSchemas.removeFromCartAnswer],
    [endpoints.checkout.createCheckout, sharedSchemas.createCheckoutAnswer],
  ])('cart: POST %s answers with the shared answer schema', async (path, answer) => {
    const { app, routes } = await routesOf((app) => app.register(cartRoutes, cartOptions));
    const schema = routes.get(`POST ${path}`)?.schema as { response?: Record<number, unknown> };
    expect(schema.response?.[200]).toBe(answer);
    await app.close();
  });

  it('serialises a cart answer as the service built it: every field of the checkout kept', async () => {
    const checkout = { id: 'c1', quantity: 1, lines: [{ id: 'l1', extra: { nested: [1, null] } }] };
    const { app } = await routesOf((app) =>
      app.register(cartRoutes, {
        ...cartOptions,
        cart: { addLines: () => Promise.resolve(checkout) } as unknown as CartRoutesOptions['cart'],
      }),
    );
    const response = await app.inject({
      method: 'POST',
      url: endpoints.checkout.addToCart,
      payload: { id: 'c1', lines: [{ variantId: 'v1', quantity: 1 }] },
    });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(JSON.stringify({ checkoutLinesAdd: { checkout, errors: [] } }));
    await app.close();
  });
});
