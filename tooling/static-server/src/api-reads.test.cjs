// The reads of the page heads: within a budget, shared while in flight, kept a while (api-reads.cjs).
const { createApiReader } = require('./api-reads.cjs');

const READ = { product: { method: 'POST', path: '/api/ecom/products-detail/p1', body: {} } };
const API = 'http://api.localhost:8000';

function counter(answer) {
  const calls = [];
  return { calls, fetchImpl: async (url, init) => (calls.push({ url, init }), answer()) };
}

describe('createApiReader', () => {
  it('reuses an answer for a minute, then asks again', async () => {
    let clock = 0;
    const api = counter(() => Response.json({ name: 'P' }));
    const readAll = createApiReader({ fetchImpl: api.fetchImpl, now: () => clock, budgetMs: 1000 });
    expect(await readAll(API, READ)).toEqual({ product: { name: 'P' } });
    clock = 59_000;
    expect(await readAll(API, READ)).toEqual({ product: { name: 'P' } });
    expect(api.calls).toHaveLength(1);
    clock = 61_000;
    await readAll(API, READ);
    expect(api.calls).toHaveLength(2);
  });

  it('retries a failed read after a few seconds, not on every page', async () => {
    let clock = 0;
    const api = counter(() => new Response('down', { status: 503 }));
    const readAll = createApiReader({ fetchImpl: api.fetchImpl, now: () => clock, budgetMs: 1000 });
    expect(await readAll(API, READ)).toEqual({ product: undefined });
    clock = 4_000;
    await readAll(API, READ);
    expect(api.calls).toHaveLength(1);
    clock = 6_000;
    await readAll(API, READ);
    expect(api.calls).toHaveLength(2);
  });

  it('tells "no such product" (null) from "no answer" (undefined)', async () => {
    const notFound = createApiReader({ fetchImpl: async () => Response.json({}, { status: 404 }) });
    const failed = createApiReader({ fetchImpl: async () => Promise.reject(new Error('refused')) });
    expect(await notFound(API, READ)).toEqual({ product: null });
    expect(await failed(API, READ)).toEqual({ product: undefined });
  });

  it('answers without the read when it misses the budget, and lets it finish for the next page', async () => {
    let finish;
    const api = counter(() => new Promise((resolve) => (finish = resolve)));
    const readAll = createApiReader({ fetchImpl: api.fetchImpl, budgetMs: 10 });
    expect(await readAll(API, READ)).toEqual({ product: undefined });
    finish(Response.json({ name: 'late' }));
    expect(await readAll(API, READ)).toEqual({ product: { name: 'late' } });
    expect(api.calls).toHaveLength(1);
  });

  it('asks nothing without an API or reads', async () => {
    const api = counter(() => Response.json({}));
    const readAll = createApiReader({ fetchImpl: api.fetchImpl });
    expect(await readAll(undefined, READ)).toEqual({});
    expect(await readAll(API, {})).toEqual({});
    expect(api.calls).toHaveLength(0);
  });
});
