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

describe('storeFirst (a page module after its remote’s store, docs/adr/0193)', () => {
  it('loads the remote’s store, breaks the task, then loads the page and gives its module', async () => {
    const steps: string[] = [];
    const load = storeFirst(
      noting(steps, (id) => (id.endsWith('/Store') ? {} : page)),
      () => {
        steps.push('task break');
        return Promise.resolve();
      },
    );

    await expect(load('checkout/CheckoutPage')).resolves.toBe(page);
    expect(steps).toEqual(['load checkout/Store', 'task break', 'load checkout/CheckoutPage']);
  });

  it('still loads the page when the store does not load (a remote built before it was exposed)', async () => {
    const steps: string[] = [];
    const noStore = new Error('[ Federation Runtime ]: no expose ./Store');
    const load = storeFirst(
      noting(steps, (id) => (id === 'shop/Store' ? noStore : page)),
      noBreak,
    );

    await expect(load('shop/CartPage')).resolves.toBe(page);
    expect(steps).toEqual(['load shop/Store', 'load shop/CartPage']);
  });

  it('rejects with the page’s own error, for the loader to retry and report', async () => {
    const chunk = Object.assign(new Error('Loading chunk 342 failed.'), { name: 'ChunkLoadError' });
    const load = storeFirst(
      noting([], (id) => (id.endsWith('/Store') ? new Error('store failed too') : chunk)),
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
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(steps).toEqual(['load content/Store']);
    release();
    await loading;
    expect(steps).toEqual(['load content/Store', 'load content/HomePage']);
  });
});
