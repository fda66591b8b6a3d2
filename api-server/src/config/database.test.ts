import { configFromEnv } from '.';

describe('database settings from the environment', () => {
  it('switches to PostgreSQL when DATABASE_URL is set', () => {
    const { api } = configFromEnv({ DATABASE_URL: 'postgres://db/app', DATABASE_SCHEMA: 'api' });
    expect(api.database).toEqual({
      driver: 'postgres',
      url: 'postgres://db/app',
      schema: 'api',
      poolSize: 20,
    });
  });

  it('sizes the PostgreSQL pool from DATABASE_POOL_SIZE, refusing a size that is not a positive integer', () => {
    const env = { DATABASE_URL: 'postgres://db/app', DATABASE_POOL_SIZE: '40' };
    expect(configFromEnv(env).api.database).toMatchObject({ poolSize: 40 });
    expect(() => configFromEnv({ ...env, DATABASE_POOL_SIZE: '0' })).toThrow(/DATABASE_POOL_SIZE/);
  });

  it('fails at start on a schema that is not a plain identifier', () => {
    expect(() =>
      configFromEnv({ DATABASE_URL: 'postgres://db/app', DATABASE_SCHEMA: 'x; drop table users' }),
    ).toThrow('DATABASE_SCHEMA');
  });
});
