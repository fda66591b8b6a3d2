import { openPgliteDatabase } from '../src/db/pglite-database';
import { prepareDatabase } from '../src/db/prepare-database';
import { testConfig, TEST_PASSWORD_COST } from './support/test-app';
import { pglite, type TestDatabase } from './support/test-databases';

// The start-up work (migrations, then seeds) asked for several times at once takes turns: on
// PGlite the lock is in memory, as one process owns the data folder. cluster-start.test.ts
// starts whole servers together on PostgreSQL.
describe('preparing one PGlite database several times at once', () => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await pglite.create();
  });
  afterAll(async () => {
    await database.drop();
  });

  it('migrates and seeds it once, every caller succeeding', async () => {
    const { config } = database;
    if (config.driver !== 'pglite') throw new Error('a PGlite database was expected');
    const db = await openPgliteDatabase(config.dataDir);
    const silent = { info: () => {} } as never;
    const options = {
      migrationsDir: testConfig(config).migrationsDir,
      devUsers: TEST_PASSWORD_COST,
      chatVideoBaseUrl: null,
    };
    try {
      const outcomes = await Promise.allSettled([0, 1, 2].map(() => prepareDatabase(db, options, silent)));
      expect(outcomes.map((outcome) => outcome.status)).toEqual(['fulfilled', 'fulfilled', 'fulfilled']);
      const { rows } = await db.query<{ users: number; migrations: number }>(
        `select (select count(*)::int from users) as users,
                (select count(*)::int from schema_migrations) as migrations`,
      );
      expect(rows[0]?.users).toBe(3);
      expect(rows[0]?.migrations).toBeGreaterThan(0);
    } finally {
      await db.close();
    }
  });
});
