import type { FastifyInstance, InjectOptions } from 'fastify';
import { randomUUID } from 'node:crypto';
import { PRODUCT, SHOP_PATHS, VARIANT } from './support/spec-shop';
import { bearer, createTestClock, EDITOR, login } from './support/test-app';
import { testDrivers, type TestDriver } from './support/test-databases';
import { openServerGroup, type ServerGroup } from './support/server-group';
import { busLinks } from './support/cluster-links';

// Two API servers on one PostgreSQL: a write through one drops the caches of the other (Redis
// pub/sub when REDIS_URL is set, LISTEN/NOTIFY otherwise), and an ETag of one is honoured by the
// other (docs/adr/0120-api-servers-side-by-side.md). The servers' clock stands still, so no cache
// expires by itself during a test: only an invalidation can show the change. Runs when
// TEST_DATABASE_URL is set (two PGlite servers cannot share a database).
const postgres = testDrivers.find((driver) => driver.name === 'postgres');
const PAGE_CONTENT = '/api/ab_test/fetch-page-content/';
const HOME_HERO = 'stud-home-hero';

if (postgres) describeCaches(postgres);

function describeCaches(postgres: TestDriver): void {
  describe.each(busLinks)('caches of two servers on one PostgreSQL, through $name', ({ redisUrl: url }) => {
    let group: ServerGroup;
    let a: FastifyInstance;
    let b: FastifyInstance;

    beforeAll(async () => {
      const clock = createTestClock();
      // One deployment on one database, with a Redis prefix of its own (support/server-group.ts).
      group = await openServerGroup(postgres, 2, { clock: clock.now, redisUrl: url });
      [a, b] = group.apps as [FastifyInstance, FastifyInstance];
    }, 90_000);

    afterAll(() => group?.close());

    const send = (app: FastifyInstance, options: InjectOptions) => app.inject(options);
    /** Asks until the answer differs from `before`; the test's timeout fails it if it never does. */
    async function untilChanged(ask: () => Promise<string>, before: string): Promise<string> {
      for (;;) {
        const now = await ask();
        if (now !== before) return now;
        await new Promise((resolve) => setImmediate(resolve));
      }
    }

    it('shows on B the stock a cart holds through A', async () => {
      const detail = () =>
        send(b, { method: 'GET', url: SHOP_PATHS.productsDetail(PRODUCT.brief.id) }).then((r) => r.body);
      const before = await detail();
      expect(await detail()).toBe(before);
      const created = await send(a, {
        method: 'POST',
        url: SHOP_PATHS.createCheckout,
        payload: {
          input: { lines: [{ variantId: VARIANT.briefBlackM, quantity: 2 }], channel: 'default-channel' },
        },
      });
      expect(created.statusCode).toBe(200);
      const after = await untilChanged(detail, before);
      expect(after).not.toBe(before);
    });

    it('shows on B an A/B edit made through A, and B honours the ETag A gave for the same content', async () => {
      const page = (app: FastifyInstance, headers: Record<string, string> = {}) =>
        send(app, { method: 'POST', url: PAGE_CONTENT, payload: { brand: 'stud', page: 'home' }, headers });
      const fromA = await page(a);
      expect(fromA.statusCode).toBe(200);
      const etag = String(fromA.headers.etag);
      const fromB = await page(b, { 'if-none-match': etag });
      expect(fromB.statusCode).toBe(304);

      const { access } = await login(a, EDITOR);
      const edited = await send(a, {
        method: 'PUT',
        url: `/api/ab_test/content/${HOME_HERO}/1/`,
        payload: { content: `<p>Edited ${randomUUID()}</p>` },
        headers: bearer(access),
      });
      expect(edited.statusCode).toBe(200);
      const after = await untilChanged(() => page(b).then((r) => r.body), fromA.body);
      expect(after).toContain('Edited');
      // Both servers tag the new content alike: A's new ETag is B's.
      const newTag = String((await page(a)).headers.etag);
      expect(newTag).not.toBe(etag);
      expect((await page(b, { 'if-none-match': newTag })).statusCode).toBe(304);
    });
  });
}
