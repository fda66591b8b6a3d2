import { SHOP_PATHS, VARIANT } from './support/spec-shop';
import type { InjectOptions } from 'fastify';
import {
  answerOf,
  bearer,
  countRows,
  CUSTOMER,
  describeOnEachDatabase,
  EDITOR,
  login,
} from './support/test-app';

// Anti-automation: one client must not flood the contact form, mail arbitrary addresses through
// the subscription, or fill the database with chat rooms. Each budget refuses with a 429 that
// says when to come back, and changes nothing.

const CONTACT = {
  first_name: 'Ada',
  last_name: 'Lovelace',
  email: 'ada@example.com',
  message: 'Which size fits me?',
};

describeOnEachDatabase(
  'Submission budgets',
  (server) => {
    it('refuses a third contact form from one address within the hour, storing nothing', async () => {
      expect((await server.post('/api/contactus-form/', CONTACT)).statusCode).toBe(201);
      expect((await server.post('/api/contactus-form/', CONTACT)).statusCode).toBe(201);
      const before = await countRows(server.app, 'contact_messages');
      const refused = await server.post('/api/contactus-form/', CONTACT);
      expect(answerOf(refused)).toEqual({
        status: 429,
        body: { detail: 'Too many messages from your network. Please try again in 60 minutes.' },
      });
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(3500);
      expect(await countRows(server.app, 'contact_messages')).toBe(before);
    });

    it('refuses a third subscription from one address, and mails the third address nothing', async () => {
      for (const email of ['one@example.com', 'two@example.com'])
        expect((await server.post('/api/stud/subscribe/', { email, identifier: 'popup' })).statusCode).toBe(
          202,
        );
      const refused = await server.post('/api/stud/subscribe/', {
        email: 'three@example.com',
        identifier: 'popup',
      });
      expect(refused.statusCode).toBe(429);
      expect(refused.json<{ detail: string }>().detail).toMatch(
        /^Too many subscriptions from your network\./,
      );
      expect(await server.mailbox('three@example.com')).toHaveLength(0);
    });

    it('refuses a third chat room of one user within the hour; another user still creates theirs', async () => {
      const customer = bearer((await login(server.app, CUSTOMER)).access);
      const before = await countRows(server.app, 'chat_rooms');
      expect((await server.post('/api/chat-room/', {}, customer)).statusCode).toBe(201);
      expect((await server.post('/api/chat-room/', {}, customer)).statusCode).toBe(201);
      const refused = await server.post('/api/chat-room/', {}, customer);
      expect(refused.statusCode).toBe(429);
      expect(refused.json<{ detail: string }>().detail).toMatch(/^Too many new conversations\./);
      expect(await countRows(server.app, 'chat_rooms')).toBe(before + 2);

      const editor = bearer((await login(server.app, EDITOR)).access);
      expect((await server.post('/api/chat-room/', {}, editor)).statusCode).toBe(201);
    });

    it('refuses a third new cart and a third add from one address within the hour, holding nothing more', async () => {
      const create = () =>
        server.post(SHOP_PATHS.createCheckout, {
          input: { lines: [{ variantId: VARIANT.guide, quantity: 1 }], channel: 'default-channel' },
        });
      const first = await create();
      expect(first.statusCode).toBe(200);
      expect((await create()).statusCode).toBe(200);
      const lines = await countRows(server.app, 'checkout_lines');
      const refused = await create();
      expect(refused.statusCode).toBe(429);
      expect(refused.json<{ detail: string }>().detail).toMatch(/^Too many new carts from your network\./);
      expect(await countRows(server.app, 'checkout_lines')).toBe(lines);

      const id = first.json<{ checkoutCreate: { checkout: { id: string } } }>().checkoutCreate.checkout.id;
      const add = () =>
        server.post(SHOP_PATHS.addToCart, { id, lines: [{ variantId: VARIANT.guide, quantity: 1 }] });
      expect((await add()).statusCode).toBe(200);
      expect((await add()).statusCode).toBe(200);
      const tooMany = await add();
      expect(tooMany.statusCode).toBe(429);
      expect(tooMany.json<{ detail: string }>().detail).toMatch(
        /^Too many additions to carts from your network\./,
      );
      expect(await countRows(server.app, 'checkout_lines')).toBe(lines);
    });
  },
  {
    submissionLimits: {
      contactFormsPerAddress: 2,
      subscriptionsPerAddress: 2,
      chatRoomsPerUser: 2,
      cartsPerAddress: 2,
      cartAddsPerAddress: 2,
      cartChangesPerCart: 1000,
    },
  },
);

describeOnEachDatabase(
  'Cart budgets that follow the shopper, not the address',
  (server) => {
    const from = (remoteAddress: string, url: string, payload: object, headers = {}) =>
      server.app.inject({ method: 'POST', url, payload, remoteAddress, headers } as InjectOptions);

    it('refuses a third line change to one cart from any address within the hour, changing nothing', async () => {
      const created = await from('203.0.113.40', SHOP_PATHS.createCheckout, {
        input: { lines: [{ variantId: VARIANT.guide, quantity: 1 }], channel: 'default-channel' },
      });
      const { checkout, checkoutSecret } = created.json<{
        checkoutCreate: { checkout: { id: string }; checkoutSecret: string };
      }>().checkoutCreate;
      const secret = { 'x-checkout-secret': checkoutSecret };
      const add = (address: string) =>
        from(
          address,
          SHOP_PATHS.addToCart,
          { id: checkout.id, lines: [{ variantId: VARIANT.guide, quantity: 1 }] },
          secret,
        );
      expect((await add('203.0.113.41')).statusCode).toBe(200);
      expect((await add('203.0.113.42')).statusCode).toBe(200);
      const lines = await countRows(server.app, 'checkout_lines');
      const refused = await add('203.0.113.43');
      expect(refused.statusCode).toBe(429);
      expect(refused.json<{ detail: string }>().detail).toMatch(/^Too many changes to this cart\./);
      const cart = await from('203.0.113.44', SHOP_PATHS.cartItems, { id: checkout.id }, secret);
      const updates = cart.json<{ checkout: { lines: { id: string; quantity: number }[] } }>().checkout.lines;
      expect(updates.map((line) => line.quantity)).toEqual([3]);
      const update = await from(
        '203.0.113.45',
        SHOP_PATHS.updateOfCart,
        { id: checkout.id, lines: [{ lineId: updates[0]?.id, quantity: 9 }] },
        secret,
      );
      expect(update.statusCode).toBe(429);
      expect(await countRows(server.app, 'checkout_lines')).toBe(lines);
      // A stranger without the secret is turned away before the budget: the cart keeps its own.
      const stranger = await from('203.0.113.46', SHOP_PATHS.addToCart, {
        id: checkout.id,
        lines: [{ variantId: VARIANT.guide, quantity: 1 }],
      });
      expect(stranger.statusCode).toBe(404);
    });

    it('refuses a third new cart of one signed-in user from any address within the hour', async () => {
      const customer = bearer((await login(server.app, CUSTOMER)).access);
      const create = (address: string, headers: object) =>
        from(
          address,
          SHOP_PATHS.createCheckout,
          { input: { lines: [{ variantId: VARIANT.guide, quantity: 1 }], channel: 'default-channel' } },
          headers,
        );
      expect((await create('203.0.113.50', customer)).statusCode).toBe(200);
      expect((await create('203.0.113.51', customer)).statusCode).toBe(200);
      const refused = await create('203.0.113.52', customer);
      expect(refused.statusCode).toBe(429);
      expect(refused.json<{ detail: string }>().detail).toMatch(/^Too many new carts\./);
      // A guest at that address is not refused for the user's carts.
      expect((await create('203.0.113.52', {})).statusCode).toBe(200);
    });
  },
  {
    submissionLimits: {
      contactFormsPerAddress: 1000,
      subscriptionsPerAddress: 1000,
      chatRoomsPerUser: 1000,
      cartsPerAddress: 2,
      cartAddsPerAddress: 1000,
      cartChangesPerCart: 2,
    },
  },
);
