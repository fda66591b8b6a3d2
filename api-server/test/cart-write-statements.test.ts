import { VARIANT } from './support/spec-shop';
import { describeOnEachDatabase } from './support/test-app';

// How a cart write reaches the database (docs/adr/0161-cart-writes-prepared-and-async.md): its
// statements stay prepared on each PostgreSQL connection, and cart_change sent alone
// (cart_change_alone, migration 0620) commits without waiting for the disk, for its own
// transaction only: nothing else on that connection, an order or a payment, loses durability.

const SETTING = "select current_setting('synchronous_commit') as value";

describeOnEachDatabase('cart write statements', (server) => {
  it('keeps a statement prepared on the connection that ran it (PostgreSQL), answering as one sent plain', async () => {
    const sql = 'select $1::int + 1 as next';
    await server.app.db.withLock('prepared', async (connection) => {
      const plain = await connection.query(sql, [1]);
      const first = await connection.query(sql, [1], { prepare: true });
      const again = await connection.query(sql, [41], { prepare: true });
      expect(first.rows).toEqual(plain.rows);
      expect(again.rows).toEqual([{ next: 42 }]);
      const { rows } = await connection.query<{ count: number }>(
        'select count(*)::int as count from pg_prepared_statements where statement = $1',
        [sql],
      );
      // PGlite has one connection and no pool: it sends every statement plain.
      expect(rows[0]?.count).toBe(server.app.db.driver === 'postgres' ? 1 : 0);
    });
  });

  it('commits cart_change_alone asynchronously, and only the transaction it ran in', async () => {
    const { rows: created } = await server.app.db.query<{ id: string }>(
      "insert into checkouts (channel, secret_hash) values ('default-channel', 'h') returning id",
    );
    const id = created[0]?.id;
    await server.app.db.withLock('alone', async (connection) => {
      const inside = await connection.transaction(async (tx) => {
        const { rows } = await tx.query<{ changed_variant: string }>(
          'select changed_variant from cart_change_alone($1, null, $2, null, $3, $4, $5, $6, 24, 2, 10)',
          [id, 'h', 'add', [VARIANT.briefBlackM], [], [1]],
        );
        expect(rows).toEqual([{ changed_variant: VARIANT.briefBlackM }]);
        return (await tx.query<{ value: string }>(SETTING)).rows[0]?.value;
      });
      expect(inside).toBe('off');
      // The next statement on the same connection commits as the server says.
      const after = await connection.query<{ value: string }>(SETTING);
      expect(after.rows[0]?.value).toBe('on');
    });
    const { rows: lines } = await server.app.db.query<{ quantity: number }>(
      'select quantity from checkout_lines where checkout_id = $1',
      [id],
    );
    expect(lines).toEqual([{ quantity: 1 }]);
  });

  it('refuses through cart_change_alone as cart_change does, changing nothing', async () => {
    const { rows: created } = await server.app.db.query<{ id: string }>(
      "insert into checkouts (channel, secret_hash) values ('default-channel', 'h') returning id",
    );
    const id = created[0]?.id;
    await expect(
      server.app.db.query(
        'select changed_variant from cart_change_alone($1, null, $2, null, $3, $4, $5, $6, 24, 2, 10)',
        [id, 'h', 'add', [VARIANT.briefBlackM], [], [100_000]],
      ),
    ).rejects.toMatchObject({ message: 'cart_refused' });
    const { rows } = await server.app.db.query<{ count: number }>(
      'select count(*)::int as count from checkout_lines where checkout_id = $1',
      [id],
    );
    expect(rows[0]?.count).toBe(0);
  });

  it('refuses a caller without the checkout secret before changing anything', async () => {
    const { rows: created } = await server.app.db.query<{ id: string }>(
      "insert into checkouts (channel, secret_hash) values ('default-channel', 'h') returning id",
    );
    const id = created[0]?.id;
    for (const hash of ['not-h', null]) {
      await expect(
        server.app.db.query(
          'select changed_variant from cart_change_alone($1, null, $2, null, $3, $4, $5, $6, 24, 2, 10)',
          [id, hash, 'add', [VARIANT.briefBlackM], [], [1]],
        ),
      ).rejects.toMatchObject({ message: 'cart_refused', detail: '{"reason" : "access", "owned" : false}' });
    }
    const { rows } = await server.app.db.query<{ count: number }>(
      'select count(*)::int as count from checkout_lines where checkout_id = $1',
      [id],
    );
    expect(rows[0]?.count).toBe(0);
  });

  it('runs statements asked for together in the order asked, one failing not stopping the next', async () => {
    const { rows: created } = await server.app.db.query<{ id: string }>(
      "insert into checkouts (channel) values ('default-channel') returning id",
    );
    const id = created[0]?.id;
    const [touched, failed, read] = await server.app.db.pipelined((on) =>
      Promise.allSettled([
        on.query("update checkouts set email = 'first@example.com' where id = $1", [id]),
        on.query('select 1 / 0'),
        on.query<{ email: string }>('select email from checkouts where id = $1', [id]),
      ]),
    );
    expect(touched.status).toBe('fulfilled');
    expect(failed.status).toBe('rejected');
    expect(read).toEqual({ status: 'fulfilled', value: { rows: [{ email: 'first@example.com' }] } });
  });
});
