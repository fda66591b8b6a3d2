import { parseServeArgs } from './serve-args.mjs';
import { DEFAULT_PORTS } from './workspace.mjs';

describe('npm start and pnpm serve flags', () => {
  it('serves everything on the default ports without flags', () => {
    expect(parseServeArgs([])).toEqual({ only: null, api: true, ports: DEFAULT_PORTS });
  });

  it('takes --only repeated or comma-separated, --no-api and --base-port in both spellings', () => {
    expect(parseServeArgs(['--only', 'shop,api', '--only=shell', '--no-api', '--base-port=5040'])).toEqual({
      only: ['shop', 'api', 'shell'],
      api: false,
      ports: { shell: 5040, shop: 5041, checkout: 5042, auth: 5043, chat: 5044, content: 5045, api: 5050 },
    });
    expect(parseServeArgs(['--base-port', '5000']).ports.api).toBe(5010);
  });

  it('says which flag lacks its value', () => {
    expect(() => parseServeArgs(['--base-port'])).toThrow('--base-port needs a port number');
    expect(() => parseServeArgs(['--base-port', '--no-api'])).toThrow('--base-port needs a port number');
    expect(() => parseServeArgs(['--base-port=abc'])).toThrow('--base-port needs a port number, got "abc"');
    expect(() => parseServeArgs(['--only'])).toThrow('--only needs one of: shell, shop,');
    expect(() => parseServeArgs(['--only='])).toThrow('--only needs one of: shell, shop,');
  });

  it('refuses an unknown app, flag or word, naming the flags it takes', () => {
    expect(() => parseServeArgs(['--only', 'shop,cart'])).toThrow('--only cart: expected one of shell,');
    expect(() => parseServeArgs(['--fast'])).toThrow(/^unknown option --fast \(serve takes --only <shell\|/);
    expect(() => parseServeArgs(['-x'])).toThrow('unknown option -x');
    expect(() => parseServeArgs(['shop'])).toThrow('unknown option shop');
    expect(() => parseServeArgs(['--no-api=1'])).toThrow('--no-api takes no value');
  });

  it('refuses a base port whose block does not fit', () => {
    expect(() => parseServeArgs(['--base-port', '80'])).toThrow('base port 80: expected an integer');
  });

  it('refuses a base port that puts a server on a port browsers refuse to connect to', () => {
    expect(() => parseServeArgs(['--base-port', '5050'])).toThrow(
      'base port 5050: the api would be on 5060, a port browsers refuse to connect to; choose another base',
    );
    expect(() => parseServeArgs(['--base-port', '5999'])).toThrow('the shop would be on 6000');
  });
});
