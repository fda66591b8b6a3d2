import { configFromEnv } from '.';

describe('database settings from the environment', () => {
  it('switches to PostgreSQL when DATABASE_URL is set', () => {
    const { api } = configFromEnv({ DATABASE_URL: 'postgres://db/app', DATABASE_SCHEMA: 'api' });
    expect(api.database).toEqual({ driver: 'postgres', url: 'postgres://db/app', schema: 'api' });
  });

  it('fails at start on a schema that is not a plain identifier', () => {
    expect(() =>
      configFromEnv({ DATABASE_URL: 'postgres://db/app', DATABASE_SCHEMA: 'x; drop table users' }),
    ).toThrow('DATABASE_SCHEMA');
  });
});
