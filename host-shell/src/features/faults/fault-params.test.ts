import { formatFaultList, parseFault, parseFaultList } from './fault-params';

describe('parseFault', () => {
  it.each([
    ['shop:down', { target: 'shop', mode: { name: 'down' } }],
    ['checkout:entry-500', { target: 'checkout', mode: { name: 'entry-500' } }],
    ['shop:chunk-404', { target: 'shop', mode: { name: 'chunk-404' } }],
    ['content:slow:1500', { target: 'content', mode: { name: 'slow', ms: 1500 } }],
    ['auth:stale', { target: 'auth', mode: { name: 'stale' } }],
    ['api-down', { target: 'api', mode: { name: 'api-down' } }],
    ['api-slow:800', { target: 'api', mode: { name: 'api-slow', ms: 800 } }],
    ['api:api-401', { target: 'api', mode: { name: 'api-401' } }],
    [' Shop:Chunk-404 ', { target: 'shop', mode: { name: 'chunk-404' } }],
  ])('reads %s', (text, fault) => {
    expect(parseFault(text)).toEqual(fault);
  });

  it.each([
    ['an unknown remote', 'admin:down'],
    ['an unknown mode', 'shop:explode'],
    ['slow without a delay', 'shop:slow'],
    ['a delay that is no number', 'shop:slow:fast'],
    ['a delay over ten minutes', 'shop:slow:600001'],
    ['an API mode on a remote', 'shop:api-down'],
    ['a remote mode on the API', 'api:down'],
    ['a remote mode without a remote', 'chunk-404'],
  ])('refuses %s', (_name, text) => {
    expect(parseFault(text)).toBeNull();
  });
});

describe('parseFaultList', () => {
  it('reads several faults, the last one for a target winning, and lists what it did not understand', () => {
    expect(parseFaultList('shop:down,api-401,shop:slow:200,nonsense')).toEqual({
      faults: [
        { target: 'shop', mode: { name: 'slow', ms: 200 } },
        { target: 'api', mode: { name: 'api-401' } },
      ],
      problems: ['nonsense'],
      clear: false,
    });
  });

  it.each(['', 'clear', 'off', 'none'])('clears with %j', (text) => {
    expect(parseFaultList(text)).toEqual({ faults: [], problems: [], clear: true });
  });

  it('writes back what it read', () => {
    const text = 'shop:slow:1500,checkout:stale,api-slow:300';
    expect(formatFaultList(parseFaultList(text).faults)).toBe(text);
  });
});
