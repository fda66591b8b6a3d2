import type { LoadModule } from './remote-loader';
import { storeFirst } from './store-first';

const page = { default: () => null };

/** A loader that notes each id asked for and answers with `answer(id)` (a module, or an error to throw). */
function noting(steps: string[], answer: (id: string) => unknown): LoadModule {
  return (id) => {
    steps.push(`load ${id}`);
    const result = answer(id);
    return result instanceof Error ? Promise.reject(result) : Promise.resolve(result);
  };
}

const noBreak = () => Promise.resolve();

/** A task break that notes itself among the loads. */
const notingBreaks = (steps: string[]) => () => {
  steps.push('task break');
  return Promise.resolve();
};

/** What a first page of `remote` asks for when every step loads: each step, a break after each, the page. */
const everyStep = (remote: string, module: string) => [
  ...['StoreLibraries', 'SagaLibraries', 'Store', 'PageLibraries'].flatMap((step) => [
    `load ${remote}/${step}`,
    'task break',
  ]),
  `load ${remote}/${module}`,
];

describe('storeFirst (a page module after its remote’s start steps, docs/adr/0193, 0194)', () => {
  it('runs each start step, then the page, a task apart, and gives the page’s module', async () => {
    const steps: string[] = [];
    const load = storeFirst(
      noting(steps, (id) => (id.endsWith('/Store') ? {} : page)),
      notingBreaks(steps),
    );

    await expect(load('checkout/CheckoutPage')).resolves.toBe(page);
    expect(steps).toEqual(everyStep('checkout', 'CheckoutPage'));
  });

  it('skips a step the remote does not expose without a task break', async () => {
    const steps: string[] = [];
    const notExposed = new Error('Module "./SagaLibraries" does not exist in container.');
    const load = storeFirst(
      noting(steps, (id) => (/Saga|PageLib/.test(id) ? notExposed : {})),
      notingBreaks(steps),
    );

    await load('shop/CatalogPage');
    expect(steps).toEqual([
      'load shop/StoreLibraries',
      'task break',
      'load shop/SagaLibraries',
      'load shop/Store',
      'task break',
      'load shop/PageLibraries',
      'load shop/CatalogPage',
    ]);
  });

  it('still loads the page when the steps do not load (a remote built before they were exposed)', async () => {
    const steps: string[] = [];
    const notExposed = new Error('[ Federation Runtime ]: no such expose');
    const load = storeFirst(
      noting(steps, (id) => (id === 'shop/CartPage' ? page : notExposed)),
      noBreak,
    );

    await expect(load('shop/CartPage')).resolves.toBe(page);
    expect(steps).toEqual([
      'load shop/StoreLibraries',
      'load shop/SagaLibraries',
      'load shop/Store',
      'load shop/PageLibraries',
      'load shop/CartPage',
    ]);
  });

  it('rejects with the page’s own error, for the loader to retry and report', async () => {
    const chunk = Object.assign(new Error('Loading chunk 342 failed.'), { name: 'ChunkLoadError' });
    const load = storeFirst(
      noting([], (id) => (id === 'auth/LoginPage' ? chunk : new Error('the steps failed too'))),
      noBreak,
    );

    await expect(load('auth/LoginPage')).rejects.toBe(chunk);
  });

  it('waits for the task break before the page starts loading', async () => {
    let release!: () => void;
    const steps: string[] = [];
    const load = storeFirst(
      noting(steps, () => ({})),
      () => new Promise<void>((resolve) => (release = resolve)),
    );

    const loading = load('content/HomePage');
    const all = ['StoreLibraries', 'SagaLibraries', 'Store', 'PageLibraries', 'HomePage'].map(
      (module) => `load content/${module}`,
    );
    for (let step = 1; step <= 4; step += 1) {
      await new Promise((resolve) => setTimeout(resolve, 0));
      expect(steps).toEqual(all.slice(0, step));
      release();
    }
    await loading;
    expect(steps).toEqual(all);
  });

  it('goes straight to the page once a page of the same remote has loaded', async () => {
    const steps: string[] = [];
    const load = storeFirst(
      noting(steps, () => ({})),
      notingBreaks(steps),
    );

    await load('shop/CatalogPage');
    steps.length = 0;
    await load('shop/CartPage');
    await load('checkout/CheckoutPage');
    expect(steps).toEqual(['load shop/CartPage', ...everyStep('checkout', 'CheckoutPage')]);
  });

  it('takes the steps again after a page that failed to load', async () => {
    const steps: string[] = [];
    let fail = true;
    const chunk = Object.assign(new Error('Loading chunk 7 failed.'), { name: 'ChunkLoadError' });
    const load = storeFirst(
      noting(steps, (id) => (id === 'auth/LoginPage' && fail ? chunk : {})),
      noBreak,
    );

    await expect(load('auth/LoginPage')).rejects.toBe(chunk);
    fail = false;
    steps.length = 0;
    await load('auth/LoginPage');
    expect(steps).toEqual([
      'load auth/StoreLibraries',
      'load auth/SagaLibraries',
      'load auth/Store',
      'load auth/PageLibraries',
      'load auth/LoginPage',
    ]);
  });

  it('takes the steps again for a remote it is told to forget (its container was replaced)', async () => {
    const steps: string[] = [];
    const load = storeFirst(
      noting(steps, () => ({})),
      noBreak,
    );

    await load('shop/CatalogPage');
    load.forget('shop');
    steps.length = 0;
    await load('shop/CartPage');
    expect(steps.at(-1)).toBe('load shop/CartPage');
    expect(steps).toContain('load shop/StoreLibraries');
  });
});
