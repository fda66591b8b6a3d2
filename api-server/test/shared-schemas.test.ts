import Fastify, { type FastifyInstance, type RouteOptions } from 'fastify';
import { endpoints } from 'shared-contracts';
import * as sharedSchemas from 'shared-contracts/schemas';
import { createValidatorCompiler } from '../src/http/validation';
import { accountRoutes } from '../src/modules/auth/account.routes';
import { authRoutes } from '../src/modules/auth/auth.routes';
import { passwordRoutes } from '../src/modules/auth/password.routes';
import { cartRoutes, type CartRoutesOptions } from '../src/modules/cart/cart.routes';
import { checkoutRoutes, type CheckoutRoutesOptions } from '../src/modules/checkout/checkout.routes';
import { ordersRoutes } from '../src/modules/checkout/orders.routes';
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
  readViewer: () => Promise.resolve({ userId: null, staleToken: false }),
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

  it.each([
    [endpoints.checkout.createPayment, sharedSchemas.createPaymentAnswer],
    [endpoints.checkout.verifyPayment, sharedSchemas.verifyPaymentAnswer],
    [endpoints.payment.gpay, sharedSchemas.verifyPaymentAnswer],
    [endpoints.payment.paypalInitiate, sharedSchemas.paypalInitiateAnswer],
    [endpoints.checkout.checkoutOrderDetails, sharedSchemas.checkoutCompleteAnswer],
    [endpoints.checkout.checkoutStatus, sharedSchemas.checkoutStatusAnswer],
  ])('payments and orders: POST %s answers with the shared answer schema', async (path, answer) => {
    const { app, routes } = await routesOf((app) => app.register(checkoutRoutes, checkoutOptions));
    const schema = routes.get(`POST ${path}`)?.schema as { response?: Record<number, unknown> };
    expect(schema.response?.[200]).toBe(answer);
    await app.close();
  });

  it('order-list answers with the shared answer schema', async () => {
    const { app, routes } = await routesOf((app) =>
      app.register(ordersRoutes, { db: unused, authenticate: pass() }),
    );
    const schema = routes.get(`GET ${endpoints.orders.orderList}`)?.schema as {
      response?: Record<number, unknown>;
    };
    expect(schema.response?.[200]).toBe(sharedSchemas.orderListAnswer);
    await app.close();
  });

  const money = (amount: number) => ({ amount, currency: 'USD' });
  const attempt = {
    id: 'p1',
    gateway: 'stripe',
    status: 'pending',
    amount: money(12.5),
    message: null,
    sandbox: true,
    client_data: { client_secret: 'p1_secret_sandbox' },
  };
  const order = {
    id: 'o1',
    number: '7',
    created: '2026-01-02T03:04:05.000Z',
    status: 'unfulfilled',
    gateway: 'stripe',
    lines: [
      {
        variantId: 'v1',
        productName: 'Stud',
        variantName: 'Gold',
        quantity: 2,
        unitPrice: money(5),
        total: money(10),
      },
    ],
    subtotal: money(10),
    shipping: money(2.5),
    discount: money(0),
    total: money(12.5),
    voucherCode: null,
    shippingMethod: { id: 'standard', name: 'Standard' },
  };

  it('serialises a payment answer as the service built it: every field of the attempt kept', async () => {
    const { app } = await routesOf((app) =>
      app.register(checkoutRoutes, {
        ...checkoutOptions,
        payments: { create: () => Promise.resolve(attempt) } as unknown as CheckoutRoutesOptions['payments'],
      }),
    );
    const response = await app.inject({
      method: 'POST',
      url: endpoints.checkout.createPayment,
      payload: { id: 'c1', gateway: 'stripe', idempotency_key: 'key-12345678' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(JSON.stringify({ paymentCreate: { payment: attempt, errors: [] } }));
    const refused = await app.inject({
      method: 'POST',
      url: endpoints.checkout.createPayment,
      payload: { id: 'c1', gateway: 'stripe' },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({
      detail: 'An idempotency key is required: send idempotency_key or the Idempotency-Key header.',
      errors: [{ field: 'idempotency_key', code: 'REQUIRED', message: 'An idempotency key is required.' }],
    });
    await app.close();
  });

  it('serialises checkout-status as built: every field of the payment and the order kept', async () => {
    const status = { status: 'open', current_step: 'payment', payment: attempt, order };
    const { app } = await routesOf((app) =>
      app.register(checkoutRoutes, {
        ...checkoutOptions,
        payments: { status: () => Promise.resolve(status) } as unknown as CheckoutRoutesOptions['payments'],
      }),
    );
    const response = await app.inject({
      method: 'POST',
      url: endpoints.checkout.checkoutStatus,
      payload: { checkout_id: 'c1' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(
      JSON.stringify({ checkout_id: 'c1', ...status, payment: { ...attempt, client_data: {} }, order }),
    );
    await app.close();
  });
});
