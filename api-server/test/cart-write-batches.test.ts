import type { Database } from '../src/db/database';
import { createCartWriteBatcher, type BatchedWrite } from '../src/modules/cart/cart-batch';
import { CheckoutAccessRefused } from '../src/modules/cart/cart-change';
import { CartError } from '../src/modules/cart/cart.repository';
import { VARIANT } from './support/spec-shop';
import { describeOnEachDatabase } from './support/test-app';

// Cart writes in batches (docs/adr/0175-cart-writes-in-batches.md): cart_change_batch (migration
// 0630) runs the changes a server has waiting in one transaction, each as cart_change_alone would
// alone: a refused change writes nothing and the others go on, and a change sees the holds of the
// batch's changes before it, so a batch oversells nothing either.

const BATCH = 'select change_index, changed, refusal from cart_change_batch($1, 24, 2, 10)';

interface Row {
  change_index: number;
  changed: string[] | null;
  refusal: string | null;
}

describeOnEachDatabase('cart write batches', (server) => {
  const db = (): Database => server.app.db;

  const newCheckout = async (secretHash = 'h'): Promise<string> => {
    const { rows } = await db().query<{ id: string }>(
      "insert into checkouts (channel, secret_hash) values ('default-channel', $1) returning id",
      [secretHash],
    );
    const id = rows[0]?.id;
    if (!id) throw new Error('no checkout');
    return id;
  };

  const held = async (checkout: string): Promise<{ variant_id: string; quantity: number }[]> =>
    (
      await db().query<{ variant_id: string; quantity: number }>(
        'select variant_id, quantity from checkout_lines where checkout_id = $1 order by variant_id',
        [checkout],
      )
    ).rows;

  const add = (checkout: string, variant: string, quantity: number, secretHash: string | null = 'h') => ({
    checkout,
    viewer: null,
    secretHash,
    lockKey: `checkout-payments:${checkout}`,
    mode: 'add',
    variants: [variant],
    lines: [],
    quantities: [quantity],
  });

  it('answers each change in order: written, refused for stock, refused for access; only the refused write nothing', async () => {
    const [first, greedy, stranger] = [await newCheckout(), await newCheckout(), await newCheckout()];
    const { rows } = await db().query<Row>(BATCH, [
      JSON.stringify([
        add(first, VARIANT.briefBlackM, 2),
        add(greedy, VARIANT.briefBlackM, 100_000),
        add(stranger, VARIANT.briefBlackM, 1, 'not-h'),
      ]),
    ]);
    expect(rows.map(({ change_index, changed }) => [change_index, changed])).toEqual([
      [0, [VARIANT.briefBlackM]],
      [1, null],
      [2, null],
    ]);
    expect(rows[2]?.refusal).toBe('{"reason" : "access", "owned" : false}');
    // The refusal cart_change_alone raises for the same change alone.
    const alone = await db()
      .query('select changed_variant from cart_change_alone($1, null, $2, $3, $4, $5, $6, $7, 24, 2, 10)', [
        greedy,
        'h',
        `checkout-payments:${greedy}`,
        'add',
        [VARIANT.briefBlackM],
        [],
        [100_000],
      ])
      .then(
        () => null,
        (error: { detail?: string }) => error.detail,
      );
    expect(rows[1]?.refusal).toBe(alone);
    expect(await held(first)).toEqual([{ variant_id: VARIANT.briefBlackM, quantity: 2 }]);
    expect(await held(greedy)).toEqual([]);
    expect(await held(stranger)).toEqual([]);
  });

  it('counts the holds of the changes before it in the batch: the last unit goes to the first cart only', async () => {
    const [first, second] = [await newCheckout(), await newCheckout()];
    const { rows } = await db().query<Row>(BATCH, [
      JSON.stringify([add(first, VARIANT.limitedM, 1), add(second, VARIANT.limitedM, 1)]),
    ]);
    expect(rows[0]).toEqual({ change_index: 0, changed: [VARIANT.limitedM], refusal: null });
    expect(JSON.parse(rows[1]?.refusal ?? '{}')).toMatchObject({
      reason: 'stock',
      variant: VARIANT.limitedM,
    });
    expect(await held(first)).toEqual([{ variant_id: VARIANT.limitedM, quantity: 1 }]);
    expect(await held(second)).toEqual([]);
  });

  it('sets and deletes lines of several checkouts in one batch', async () => {
    const [first, second] = [await newCheckout(), await newCheckout()];
    await db().query(BATCH, [
      JSON.stringify([add(first, VARIANT.briefBlackM, 1), add(second, VARIANT.guide, 1)]),
    ]);
    const lineOf = async (checkout: string) =>
      (await db().query<{ id: string }>('select id from checkout_lines where checkout_id = $1', [checkout]))
        .rows[0]?.id;
    const change = (checkout: string, mode: string, lines: string[], quantities: number[]) => ({
      checkout,
      viewer: null,
      secretHash: 'h',
      lockKey: `checkout-payments:${checkout}`,
      mode,
      variants: [],
      lines,
      quantities,
    });
    const { rows } = await db().query<Row>(BATCH, [
      JSON.stringify([
        change(first, 'set', [(await lineOf(first)) ?? ''], [3]),
        change(second, 'delete', [(await lineOf(second)) ?? ''], []),
      ]),
    ]);
    expect(rows).toEqual([
      { change_index: 0, changed: [VARIANT.briefBlackM], refusal: null },
      { change_index: 1, changed: [VARIANT.guide], refusal: null },
    ]);
    expect(await held(first)).toEqual([{ variant_id: VARIANT.briefBlackM, quantity: 3 }]);
    expect(await held(second)).toEqual([]);
  });

  describe('the batcher', () => {
    const write = (
      id: string,
      variant: string,
      quantity: number,
      secretHash: string | null = 'h',
    ): BatchedWrite => ({
      id,
      change: { mode: 'add', variants: [[variant, quantity]] },
      caller: { userId: null, secretHash },
      paymentLockKey: `checkout-payments:${id}`,
    });

    it('sends the writes of one turn as one batch, and answers each its own outcome with its view read after', async () => {
      const batches: string[] = [];
      const counting: Database = {
        ...db(),
        pipelined: (work) =>
          db().pipelined((on) =>
            work({
              ...on,
              query: (sql, params, options) => {
                if (sql.includes('cart_change_batch')) batches.push(String(params?.[0]));
                return on.query(sql, params, options);
              },
            }),
          ),
      };
      const views: string[] = [];
      const batcher = createCartWriteBatcher(counting, async (on, id) => {
        views.push(id);
        const lines = (
          await on.query<{ quantity: number }>('select quantity from checkout_lines where checkout_id = $1', [
            id,
          ])
        ).rows;
        return { id, quantity: lines.reduce((sum, line) => sum + line.quantity, 0) } as never;
      });
      const [first, second, stranger] = [await newCheckout(), await newCheckout(), await newCheckout()];
      const [written, refused, hidden] = await Promise.all([
        batcher.write(write(first, VARIANT.briefBlackM, 2)),
        batcher.write(write(second, VARIANT.briefBlackM, 100_000)),
        batcher.write(write(stranger, VARIANT.briefBlackM, 1, 'not-h')),
      ]);
      expect(batches).toHaveLength(1);
      expect(JSON.parse(batches[0] ?? '[]')).toHaveLength(3);
      expect(views).toEqual([first, second, stranger]);
      expect(written).toEqual({
        kind: 'written',
        changed: [VARIANT.briefBlackM],
        checkout: { status: 'fulfilled', value: { id: first, quantity: 2 } },
      });
      expect(refused.kind === 'refused' && refused.error).toBeInstanceOf(CartError);
      expect(refused.kind === 'refused' && (refused.error as CartError).status).toBe(409);
      expect(hidden).toEqual({ kind: 'refused', error: new CheckoutAccessRefused(false) });
      expect(await held(second)).toEqual([]);
    });

    it('answers every write of a batch that failed as a whole "failed", so each is sent alone', async () => {
      const failing: Database = {
        ...db(),
        pipelined: (work) =>
          db().pipelined((on) =>
            work({
              ...on,
              query: (sql, params, options) =>
                sql.includes('cart_change_batch')
                  ? Promise.reject(new Error('connection lost'))
                  : on.query(sql, params, options),
            }),
          ),
      };
      const batcher = createCartWriteBatcher(failing, (_on, id) => Promise.resolve({ id } as never));
      const [first, second] = [await newCheckout(), await newCheckout()];
      const outcomes = await Promise.all([
        batcher.write(write(first, VARIANT.briefBlackM, 1)),
        batcher.write(write(second, VARIANT.briefBlackM, 1)),
      ]);
      expect(outcomes).toEqual([
        { kind: 'failed', error: new Error('connection lost') },
        { kind: 'failed', error: new Error('connection lost') },
      ]);
    });
  });
});
