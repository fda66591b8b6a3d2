import { clearTabFaults, readTabFaults } from './tab-faults';

function visit(path: string) {
  window.history.replaceState(null, '', path);
}

afterEach(() => {
  sessionStorage.clear();
  visit('/');
});

describe('the faults of a tab', () => {
  it('reads ?mf-fault=, keeps it for the tab and takes it out of the address', () => {
    visit('/stud/shop?mf-fault=shop:chunk-404&utm=x');
    expect(readTabFaults().faults).toEqual([{ target: 'shop', mode: { name: 'chunk-404' } }]);
    expect(window.location.pathname + window.location.search).toBe('/stud/shop?utm=x');
    expect(sessionStorage.getItem('mf-fault')).toBe('shop:chunk-404');

    visit('/stud/cart');
    expect(readTabFaults().faults).toEqual([{ target: 'shop', mode: { name: 'chunk-404' } }]);
  });

  it('adds a fault for another target and replaces the one for the same target', () => {
    visit('/?mf-fault=shop:down');
    readTabFaults();
    visit('/?mf-fault=api-401,shop:slow:300');
    expect(readTabFaults().faults).toEqual([
      { target: 'shop', mode: { name: 'slow', ms: 300 } },
      { target: 'api', mode: { name: 'api-401' } },
    ]);
  });

  it('drops them all with ?mf-fault=clear, and with clearTabFaults', () => {
    visit('/?mf-fault=shop:down');
    readTabFaults();
    visit('/?mf-fault=clear');
    expect(readTabFaults().faults).toEqual([]);
    expect(sessionStorage.getItem('mf-fault')).toBeNull();

    visit('/?mf-fault=content:stale');
    readTabFaults();
    clearTabFaults();
    visit('/');
    expect(readTabFaults().faults).toEqual([]);
  });

  it('reports what it did not understand and keeps nothing of it', () => {
    visit('/?mf-fault=shop:explode');
    expect(readTabFaults()).toEqual({ faults: [], problems: ['shop:explode'] });
    expect(sessionStorage.getItem('mf-fault')).toBeNull();
  });
});
