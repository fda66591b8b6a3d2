import { testDrivers, type TestDatabase } from './support/test-databases';
import { DEV_USERS } from '../src/db/seed';
import { buildTestApp, countRows, login } from './support/test-app';
import { SPEC_PATHS } from './support/spec';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';

const migrationFiles = readdirSync(join(__dirname, '..', 'migrations')).filter((file) =>
  file.endsWith('.sql'),
);

describe.each(testDrivers)('migrations and seeds on $name', (driver) => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await driver.create();
  });

  afterAll(async () => {
    await database?.drop();
  });

  it('apply once, record each migration, and survive a restart on the same data', async () => {
    const first = await buildTestApp(database.config);
    const { refresh } = await login(first);
    await first.close();

    const second = await buildTestApp(database.config);
    try {
      const { rows } = await second.db.query<{ version: string }>(
        'select version from schema_migrations order by version',
      );
      expect(rows.map((row) => row.version)).toEqual(migrationFiles.map((file) => file.slice(0, 4)));
      expect(await countRows(second, 'users')).toBe(DEV_USERS.length);
      // Sessions live in the database, so a restart keeps them.
      const response = await second.inject({
        method: 'POST',
        url: SPEC_PATHS.refreshToken,
        payload: { refresh },
      });
      expect(response.statusCode).toBe(200);
    } finally {
      await second.close();
    }
  });
});
