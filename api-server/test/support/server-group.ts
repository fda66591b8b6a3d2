import type { FastifyInstance } from 'fastify';
import { randomUUID } from 'node:crypto';
import type { ApiConfig } from '../../src/config';
import { buildTestApp } from './test-app';
import type { TestDatabase, TestDriver } from './test-databases';

/** API servers of one deployment on one fresh database, and how to stop them. */
export interface ServerGroup {
  apps: FastifyInstance[];
  database: TestDatabase;
  close(): Promise<void>;
}

/**
 * `count` API servers on one fresh database of `driver`, as one deployment (one Redis prefix of
 * their own when `overrides` names a Redis). A PGlite folder belongs to one process, so on PGlite
 * the group has one server whatever `count` says.
 */
export async function openServerGroup(
  driver: TestDriver,
  count: number,
  overrides: Partial<ApiConfig> = {},
): Promise<ServerGroup> {
  const database = await driver.create();
  const apps: FastifyInstance[] = [];
  const shared = { redisPrefix: `group-${randomUUID()}:`, ...overrides };
  try {
    for (let i = 0; i < (driver.name === 'postgres' ? count : 1); i += 1)
      apps.push(await buildTestApp(database.config, shared));
  } catch (error) {
    for (const app of apps) await app.close();
    await database.drop();
    throw error;
  }
  return {
    apps,
    database,
    async close() {
      for (const app of apps) await app.close();
      await database.drop();
    },
  };
}
