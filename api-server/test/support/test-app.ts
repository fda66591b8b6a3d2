import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app';
import { DEFAULT_CORS_ORIGINS, type ApiConfig, type DatabaseConfig } from '../../src/config';
import { findPackageRoot } from '../../src/package-root';
import { join } from 'node:path';

export const TEST_SECRET = 'test-secret-test-secret-test-secret-0123';

export function testConfig(database: DatabaseConfig, overrides: Partial<ApiConfig> = {}): ApiConfig {
  return {
    database,
    migrationsDir: join(findPackageRoot(), 'migrations'),
    tokens: { secret: TEST_SECRET, accessTtlSeconds: 900, refreshTtlSeconds: 7 * 24 * 3600 },
    corsOrigins: DEFAULT_CORS_ORIGINS,
    logLevel: process.env.TEST_LOG_LEVEL ?? 'silent',
    seedDevUsers: true,
    ...overrides,
  };
}

export function buildTestApp(
  database: DatabaseConfig,
  overrides: Partial<ApiConfig> = {},
): Promise<FastifyInstance> {
  return buildApp(testConfig(database, overrides));
}

export const CUSTOMER = { email: 'customer@example.com', password: 'customer-pass-123' };
export const EDITOR = { email: 'editor@example.com', password: 'editor-pass-123' };

export interface TokenPair {
  access: string;
  refresh: string;
}

/** Signs in through the API, as the front end does. */
export async function login(app: FastifyInstance, credentials = CUSTOMER): Promise<TokenPair> {
  const response = await app.inject({ method: 'POST', url: '/api/users/login/', payload: credentials });
  if (response.statusCode !== 200) throw new Error(`login failed: ${response.statusCode} ${response.body}`);
  const { data } = response.json<{ data: TokenPair }>();
  return { access: data.access, refresh: data.refresh };
}

/** Counts rows, so a test can show that a rejected request changed nothing. */
export async function countRows(app: FastifyInstance, table: 'users' | 'refresh_tokens'): Promise<number> {
  const { rows } = await app.db.query<{ count: number }>(`select count(*)::int as count from ${table}`);
  return rows[0]?.count ?? 0;
}
