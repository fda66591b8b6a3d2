import { configFromEnv } from '.';

describe('token settings from the environment', () => {
  it('takes TOKEN_SECRET when set', () => {
    expect(configFromEnv({ TOKEN_SECRET: 's'.repeat(32) }).api.tokens.secret).toBe('s'.repeat(32));
  });

  it('requires TOKEN_SECRET in production, and does not seed there', () => {
    expect(() => configFromEnv({ NODE_ENV: 'production' })).toThrow('TOKEN_SECRET must be set in production');
    const { api } = configFromEnv({ NODE_ENV: 'production', TOKEN_SECRET: 'p'.repeat(40) });
    expect(api.seedDevUsers).toBe(false);
  });

  it('fails at start on a short TOKEN_SECRET', () => {
    expect(() => configFromEnv({ TOKEN_SECRET: 'short' })).toThrow(
      'TOKEN_SECRET must have at least 32 characters',
    );
  });
});
