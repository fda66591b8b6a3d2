import type { Connection, Database } from '../src/db/database';
import { openPgliteDatabase } from '../src/db/pglite-database';
import { openPostgresDatabase } from '../src/db/postgres-database';
import { testDrivers, type TestDatabase } from './support/test-databases';

// Database.withLock: the turn-taking the payment steps rely on to call providers outside a
// transaction (ADR 0100). Holders of one key go one at a time; other keys and plain queries do
// not wait for them.

/** A promise and the function that settles it, to hold a lock for as long as a test says. */
function gate(): { opened: Promise<void>; open: () => void } {
  let open = () => {};
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { opened, open };
}

async function open(database: TestDatabase): Promise<Database> {
  const config = database.config;
  return config.driver === 'postgres'
    ? openPostgresDatabase({ url: config.url, schema: config.schema, onError: () => undefined })
    : openPgliteDatabase(config.dataDir);
}

describe.each(testDrivers)('withLock on $name', (driver) => {
  let database: TestDatabase;
  let db: Database;

  beforeAll(async () => {
    database = await driver.create();
    db = await open(database);
  });
  afterAll(async () => {
    await db.close();
    await database.drop();
  });

  it('runs the holders of one key one after the other, and lets other keys and queries through', async () => {
    const order: string[] = [];
    const release = gate();
    const entered = gate();
    const first = db.withLock('k', async () => {
      order.push('first in');
      entered.open();
      await release.opened;
      order.push('first out');
    });
    await entered.opened;
    const second = db.withLock('k', () => {
      order.push('second in');
      return Promise.resolve();
    });
    // While `first` holds k: another key's holder and a plain query answer.
    await db.withLock('other', async (connection: Connection) => {
      await connection.query('select 1');
      order.push('other key');
    });
    const { rows } = await db.query<{ one: number }>('select 1 as one');
    expect(rows[0]?.one).toBe(1);
    release.open();
    await Promise.all([first, second]);
    expect(order).toEqual(['first in', 'other key', 'first out', 'second in']);
  });

  it('lets the next holder in when a holder throws, and runs transactions on its connection', async () => {
    await expect(
      db.withLock('k', () => {
        throw new Error('boom');
      }),
    ).rejects.toThrow('boom');
    const answer = await db.withLock('k', (connection) =>
      connection.transaction(async (tx) => (await tx.query<{ two: number }>('select 2 as two')).rows[0]?.two),
    );
    expect(answer).toBe(2);
  });
});
