import { parseBenchArgs } from './args.mjs';

describe('pnpm bench flags', () => {
  it('measures every part three times by default, building first', () => {
    expect(parseBenchArgs([])).toEqual({
      parts: ['lighthouse', 'bytes', 'shell', 'api', 'chat', 'build', 'cart-writes', 'redeploys'],
      runs: 3,
      skipBuild: false,
      updateBudgets: false,
    });
  });

  it('runs only the named parts, the number of runs given, without building', () => {
    expect(parseBenchArgs(['--only', 'api,bytes', '--runs=1', '--skip-build'])).toEqual({
      parts: ['bytes', 'api'],
      runs: 1,
      skipBuild: true,
      updateBudgets: false,
    });
  });

  it('names the API routes to measure alone', () => {
    expect(
      parseBenchArgs(['--only', 'api', '--api-routes', 'add-to-cart,products-detail']).apiRoutes,
    ).toEqual(['add-to-cart', 'products-detail']);
  });

  it('refuses an unknown part, a bad run count and an unknown flag', () => {
    expect(() => parseBenchArgs(['--only', 'speed'])).toThrow('--only speed: expected one of');
    expect(() => parseBenchArgs(['--runs', '0'])).toThrow('--runs 0');
    expect(() => parseBenchArgs(['--fast'])).toThrow('unknown option --fast');
    expect(() => parseBenchArgs(['extra'])).toThrow('usage: pnpm bench');
  });

  it('says which flag lacks its value', () => {
    expect(() => parseBenchArgs(['--runs'])).toThrow('--runs needs a value');
  });
});
