import { defaultRedisPrefix, redisPrefixFromEnv } from './redis';

describe('the deployment prefix of Redis keys and channels', () => {
  const postgres = (url: string, schema: string | null = null) =>
    defaultRedisPrefix({ driver: 'postgres', url, schema });

  it('is the same for the servers of one database, whatever password they connect with', () => {
    expect(postgres('postgres://app:one@db.internal:5432/shop')).toBe(
      postgres('postgres://app:two@db.internal/shop'),
    );
    expect(postgres('postgres://app:secret@db.internal/shop')).not.toContain('secret');
  });

  it('differs between databases, schemas and PGlite folders', () => {
    const prefixes = [
      postgres('postgres://db.internal/shop'),
      postgres('postgres://db.internal/staging'),
      postgres('postgres://db.internal/shop', 'tenant_a'),
      defaultRedisPrefix({ driver: 'pglite', dataDir: '/srv/a' }),
      defaultRedisPrefix({ driver: 'pglite', dataDir: '/srv/b' }),
    ];
    expect(new Set(prefixes).size).toBe(prefixes.length);
  });

  it('is REDIS_PREFIX when set, and refuses one with spaces or too long', () => {
    expect(redisPrefixFromEnv({ REDIS_PREFIX: 'shop-prod:' })).toBe('shop-prod:');
    expect(redisPrefixFromEnv({})).toBeUndefined();
    expect(() => redisPrefixFromEnv({ REDIS_PREFIX: 'shop prod' })).toThrow('REDIS_PREFIX');
    expect(() => redisPrefixFromEnv({ REDIS_PREFIX: 'x'.repeat(65) })).toThrow('REDIS_PREFIX');
  });
});
