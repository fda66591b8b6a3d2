import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from 'pg';
import type { DatabaseConfig } from '../../src/config';
import { copyPgliteTemplate, copyPreparedPgliteTemplate } from './pglite-template';

/** A throw-away database for one test file. */
export interface TestDatabase {
  config: DatabaseConfig;
  drop(): Promise<void>;
}

export interface CreateOptions {
  /**
   * Already migrated and seeded as the test configuration does it (pglite-template.ts), for an
   * app built with that configuration's storage settings; a blank database otherwise.
   */
  prepared?: boolean;
}

export interface TestDriver {
  name: 'pglite' | 'postgres';
  create(options?: CreateOptions): Promise<TestDatabase>;
}

/** A PGlite data folder of its own, copied from the blank or the prepared template. */
export const pglite: TestDriver = {
  name: 'pglite',
  async create({ prepared = false } = {}) {
    const dataDir = await mkdtemp(join(tmpdir(), 'api-server-test-'));
    await (prepared ? copyPreparedPgliteTemplate(dataDir) : copyPgliteTemplate(dataDir));
    return {
      config: { driver: 'pglite', dataDir },
      drop: () => rm(dataDir, { recursive: true, force: true }),
    };
  },
};

/** A fresh schema on the server at `url`, used first by every pooled connection; always blank. */
function postgres(url: string): TestDriver {
  const withClient = async (work: (client: Client) => Promise<unknown>) => {
    const client = new Client({ connectionString: url });
    await client.connect();
    try {
      await work(client);
    } finally {
      await client.end();
    }
  };
  return {
    name: 'postgres',
    async create() {
      const schema = `t_${randomBytes(6).toString('hex')}`;
      await withClient((client) => client.query(`create schema ${schema}`));
      return {
        config: { driver: 'postgres', url, schema },
        drop: () => withClient((client) => client.query(`drop schema ${schema} cascade`)),
      };
    },
  };
}

/** PGlite always; the same suite again on PostgreSQL when TEST_DATABASE_URL is set. */
export const testDrivers: TestDriver[] = [
  pglite,
  ...(process.env.TEST_DATABASE_URL ? [postgres(process.env.TEST_DATABASE_URL)] : []),
];
