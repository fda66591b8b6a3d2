import type { RemoteLoadEvent, RemoteLoadSummary } from 'shared-contracts';
import {
  ADMIN,
  answerOf,
  bearer,
  buildTestApp,
  CUSTOMER,
  describeOnEachDatabase,
  EDITOR,
  login,
} from './support/test-app';
import { pglite } from './support/test-databases';

// Written out by hand, as the other API tests do with the paths of docs/product.md §7.
const TELEMETRY = '/api/telemetry/remote-load/';
const SUMMARY = '/api/telemetry/remote-load/summary';

const event = (overrides: Partial<RemoteLoadEvent> = {}): RemoteLoadEvent => ({
  type: 'failure',
  remote: 'shop',
  module: 'CartPage',
  kind: 'chunk',
  attempt: 1,
  ms: 120,
  ...overrides,
});

const success = (remote: RemoteLoadEvent['remote'], ms = 80) =>
  event({ type: 'success', remote, kind: null, ms });

describeOnEachDatabase('remote-load telemetry', (server) => {
  const stored = async () =>
    (await server.app.db.query<{ count: number }>('select count(*)::int as count from remote_load_events'))
      .rows[0]?.count ?? 0;

  // What navigator.sendBeacon(url, string) sends: the JSON as text/plain.
  const beacon = (body: string) =>
    server.app.inject({
      method: 'POST',
      url: TELEMETRY,
      payload: body,
      headers: { 'content-type': 'text/plain;charset=UTF-8' },
    });

  it('stores a batch sent as sendBeacon sends it (text/plain JSON) and answers 202', async () => {
    const before = await stored();
    const response = await beacon(
      JSON.stringify({ events: [event(), event({ type: 'recovery', attempt: 2, ms: 900 })] }),
    );
    expect(answerOf(response)).toEqual({ status: 202, body: { accepted: 2 } });
    expect(await stored()).toBe(before + 2);
    const { rows } = await server.app.db.query<{ type: string; kind: string; attempt: number; ms: number }>(
      `select type, kind, attempt, ms from remote_load_events where type = 'recovery' order by id desc limit 1`,
    );
    expect(rows[0]).toEqual({ type: 'recovery', kind: 'chunk', attempt: 2, ms: 900 });
  });

  it('takes application/json from other clients too', async () => {
    const response = await server.post(TELEMETRY, { events: [success('content')] });
    expect(response.statusCode).toBe(202);
  });

  it.each([
    ['a body that is not JSON', '{"events": [', 'The request body is not valid JSON.'],
    ['no events', JSON.stringify({ events: [] }), 'Invalid body.events: must NOT have fewer than 1 items.'],
    ['an unknown remote', JSON.stringify({ events: [event({ remote: 'admin' as 'shop' })] }), /remote/],
    ['an unknown field', JSON.stringify({ events: [{ ...event(), page: '/x' }] }), /additional properties/],
    ['a success with an error kind', JSON.stringify({ events: [event({ type: 'success' })] }), /kind/],
    ['a failure without a kind', JSON.stringify({ events: [event({ kind: null })] }), /kind/],
    ['attempt 0', JSON.stringify({ events: [event({ attempt: 0 })] }), /attempt/],
    ['a negative duration', JSON.stringify({ events: [event({ ms: -1 })] }), /ms/],
    ['a duration as text', JSON.stringify({ events: [{ ...event(), ms: '5' }] }), /ms/],
    ['a module name with markup', JSON.stringify({ events: [event({ module: '<b>x</b>' })] }), /module/],
    ['51 events', JSON.stringify({ events: Array.from({ length: 51 }, () => event()) }), /more than 50/],
  ])('refuses %s with a 400 and stores nothing', async (_name, body, detail) => {
    const before = await stored();
    const response = await beacon(body);
    expect(response.statusCode).toBe(400);
    expect(response.json<{ detail: string }>().detail).toEqual(
      typeof detail === 'string' ? detail : expect.stringMatching(detail),
    );
    expect(await stored()).toBe(before);
  });

  it('refuses a body over 64 KB with a 413, not a 500', async () => {
    const response = await beacon(`{"events":[${'"x",'.repeat(20_000)}"x"]}`);
    expect(response.statusCode).toBe(413);
  });

  describe('the summary', () => {
    let editor: string;
    let from: number;
    let to: number;

    beforeAll(async () => {
      editor = (await login(server.app, EDITOR)).access;
      // Just before the window: must not count.
      await beacon(JSON.stringify({ events: [event({ remote: 'shop', kind: 'manifest' })] }));
      server.clock.advance(1_000);
      from = server.clock.now();
      const shopLoads = [
        ...Array.from({ length: 6 }, () => success('shop')),
        // Down, back at the second try.
        event({ kind: 'manifest', attempt: 1, ms: 100 }),
        event({ type: 'recovery', kind: 'manifest', attempt: 2, ms: 700 }),
        // A stale chunk: the manifest reload shows the page.
        event({ kind: 'chunk', attempt: 1, ms: 300 }),
        event({ type: 'recovery', kind: 'chunk', attempt: 2, ms: 1_500 }),
        // remoteEntry answering 500 at every try: the error page, no recovery.
        ...[1, 2, 3, 4].map((attempt) => event({ kind: 'entry', attempt, ms: attempt * 1_000 })),
        // A hung try, then the visitor's Retry worked.
        event({ kind: 'timeout', attempt: 1, ms: 120_000 }),
        event({ type: 'recovery', kind: 'timeout', attempt: 2, ms: 3_000 }),
      ];
      await beacon(JSON.stringify({ events: shopLoads }));
      await beacon(JSON.stringify({ events: [success('content'), success('content'), success('content')] }));
      server.clock.advance(1_000);
      to = server.clock.now();
      // At `to`: the window ends before it.
      await beacon(JSON.stringify({ events: [event({ remote: 'content', kind: 'entry' })] }));
    });

    const window = () => `?from=${new Date(from).toISOString()}&to=${new Date(to).toISOString()}`;

    it('answers counts, failure rates and recovery-time percentiles per remote for the window', async () => {
      const response = await server.get(`${SUMMARY}${window()}`, bearer(editor));
      expect(response.statusCode).toBe(200);
      const summary = response.json<RemoteLoadSummary>();
      expect(summary.from).toBe(new Date(from).toISOString());
      expect(summary.to).toBe(new Date(to).toISOString());
      expect(summary.remotes).toEqual([
        {
          remote: 'shop',
          loads: 10,
          failedLoads: 4,
          failures: 7,
          failuresByKind: { manifest: 1, entry: 4, chunk: 1, timeout: 1, module: 0, other: 0 },
          recoveries: 3,
          failureRate: 0.4,
          recoveryRate: 0.75,
          // Recoveries took 700, 1500 and 3000 ms; percentiles interpolate between ranks.
          recoveryMs: { p50: 1_500, p90: 2_700, p99: 2_970 },
        },
        {
          remote: 'content',
          loads: 3,
          failedLoads: 0,
          failures: 0,
          failuresByKind: { manifest: 0, entry: 0, chunk: 0, timeout: 0, module: 0, other: 0 },
          recoveries: 0,
          failureRate: 0,
          recoveryRate: null,
          recoveryMs: { p50: null, p90: null, p99: null },
        },
      ]);
    });

    it('answers an empty list for a window without events', async () => {
      const empty = `?from=${new Date(to + 60_000).toISOString()}&to=${new Date(to + 120_000).toISOString()}`;
      const response = await server.get(`${SUMMARY}${empty}`, bearer(editor));
      expect(answerOf(response)).toEqual({
        status: 200,
        body: {
          from: new Date(to + 60_000).toISOString(),
          to: new Date(to + 120_000).toISOString(),
          remotes: [],
        },
      });
    });

    it('answers admins the same figures as editors (docs/product.md §6: admin or editor)', async () => {
      const admin = (await login(server.app, ADMIN)).access;
      const asAdmin = await server.get(`${SUMMARY}${window()}`, bearer(admin));
      const asEditor = await server.get(`${SUMMARY}${window()}`, bearer(editor));
      expect(asAdmin.statusCode).toBe(200);
      expect(asAdmin.json()).toEqual(asEditor.json());
    });

    it('is for editors and admins only: 401 without a session, 403 for a customer', async () => {
      expect((await server.get(`${SUMMARY}${window()}`)).statusCode).toBe(401);
      const customer = (await login(server.app, CUSTOMER)).access;
      expect(answerOf(await server.get(`${SUMMARY}${window()}`, bearer(customer)))).toEqual({
        status: 403,
        body: { detail: 'Only editors and admins may read remote-load telemetry.' },
      });
    });

    it('refuses a window that ends before it starts, is too wide or is not a date', async () => {
      const backwards = `?from=${new Date(to).toISOString()}&to=${new Date(from).toISOString()}`;
      expect(answerOf(await server.get(`${SUMMARY}${backwards}`, bearer(editor)))).toEqual({
        status: 400,
        body: { detail: '`from` must be before `to`.' },
      });
      const wide = `?from=2020-01-01T00:00:00Z&to=2021-01-01T00:00:00Z`;
      expect((await server.get(`${SUMMARY}${wide}`, bearer(editor))).statusCode).toBe(400);
      expect((await server.get(`${SUMMARY}?from=yesterday`, bearer(editor))).statusCode).toBe(400);
    });
  });
});

describe('remote-load telemetry under a flood', () => {
  it('answers 429 past the batches one address may send per minute, and stores no more', async () => {
    const database = await pglite.create();
    const app = await buildTestApp(database.config, { telemetryBatchesPerMinute: 2 });
    try {
      const send = () =>
        app.inject({
          method: 'POST',
          url: TELEMETRY,
          payload: JSON.stringify({ events: [event()] }),
          headers: { 'content-type': 'text/plain' },
        });
      expect((await send()).statusCode).toBe(202);
      expect((await send()).statusCode).toBe(202);
      const refused = await send();
      expect(refused.statusCode).toBe(429);
      expect(Object.keys(refused.json<{ detail: string }>())).toEqual(['detail']);
      const { rows } = await app.db.query<{ count: number }>(
        'select count(*)::int as count from remote_load_events',
      );
      expect(rows[0]?.count).toBe(2);
    } finally {
      await app.close();
      await database.drop();
    }
  });
});
