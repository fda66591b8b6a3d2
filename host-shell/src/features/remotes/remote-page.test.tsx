import { act, screen, within } from '@testing-library/react';
import { eventBus } from 'shared-contracts';
import userEvent from '@testing-library/user-event';
import { fakePage, flakyLoadModule } from '../../testing/fake-pages';
import { renderShell } from '../../testing/render-shell';
import { createRemoteLoader, type LoadModule } from './remote-loader';

describe('a page loaded from a remote', () => {
  it('shows an accessible loading state while the module loads', async () => {
    renderShell({ path: '/shop' });

    const status = screen.getByText('Loading page…').closest('[role="status"]');
    expect(status).not.toBeNull();
    // aria-busy would keep screen readers from announcing the wait at all.
    expect(status).not.toHaveAttribute('aria-busy', 'true');
    expect(await screen.findByRole('heading', { name: 'CatalogPage (shop)' })).toBeInTheDocument();
  });

  it('passes the brand, the page key and brand links to the page', async () => {
    const seen: unknown[] = [];
    const loadModule: LoadModule = () =>
      Promise.resolve({
        default: (props: { brand: string; pageKey: string; brandHref: (path: string) => string }) => {
          seen.push({ brand: props.brand, pageKey: props.pageKey, cart: props.brandHref('/cart') });
          return <h1>Page</h1>;
        },
      });
    renderShell({ brand: 'stud', path: '/shop/b', loadModule });

    await screen.findByRole('heading', { name: 'Page' });
    expect(seen).toContainEqual({ brand: 'stud', pageKey: 'shop-b', cart: '/stud/cart' });
  });

  it('recovers on its own when the remote fails twice and then answers', async () => {
    const { loadModule, calls } = flakyLoadModule(2);
    renderShell({ path: '/cart', loadModule });

    expect(await screen.findByRole('heading', { name: 'CartPage (cart)' })).toBeInTheDocument();
    expect(calls).toHaveLength(3);
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
  });

  it('shows the error page with Retry when the remote stays down, and Retry loads it without a reload', async () => {
    const user = userEvent.setup();
    let remoteUp = false;
    let release: () => void = () => {};
    const loadModule = jest.fn<ReturnType<LoadModule>, Parameters<LoadModule>>((id) => {
      if (!remoteUp) return Promise.reject(new Error('RUNTIME-003: manifest unreachable'));
      return new Promise((resolve) => {
        release = () => resolve(fakePage(id));
      });
    });
    const loadsBeforeRelease = 5; // four failed attempts, then the one Retry started
    renderShell({ path: '/checkout', loadModule });
    const header = screen.getByRole('banner');
    act(() => eventBus.emit('cart/countChanged', { count: 2 }, { crossTab: false }));

    const retry = await screen.findByRole('button', { name: 'Retry' });
    expect(screen.getByRole('heading', { name: 'An error has occurred.' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Continue Shopping' })).toHaveAttribute('href', '/stud/shop');

    remoteUp = true;
    await user.click(retry);
    const busy = await screen.findByRole('button', { name: 'Retrying…' });
    expect(busy).toHaveAttribute('aria-disabled', 'true');
    expect(busy).toHaveFocus();
    expect(within(busy.parentElement as HTMLElement).getByRole('status')).toHaveTextContent('Loading page…');
    await user.click(busy);
    expect(loadModule).toHaveBeenCalledTimes(loadsBeforeRelease);

    act(() => release());
    expect(await screen.findByRole('heading', { name: 'CheckoutPage (checkout)' })).toBeInTheDocument();
    // No page reload happened: the same header is on screen and the shell kept its state.
    expect(screen.getByRole('banner')).toBe(header);
    expect(screen.getByRole('link', { name: 'Cart, 2 Items' })).toBeInTheDocument();
  });

  it('shows the error page after one script time-out, and Retry drops the hung manifest first', async () => {
    const user = userEvent.setup();
    let hang = true;
    const loadModule = jest.fn((id: string) =>
      hang ? new Promise<never>(() => undefined) : Promise.resolve(fakePage(id)),
    );
    const reloadRemote = jest.fn();
    const remoteLoader = createRemoteLoader({
      loadModule,
      reloadRemote,
      sleep: () => Promise.resolve(),
      attemptTimeoutMs: 20,
    });
    renderShell({ brand: 'careapp', path: '/terms', remoteLoader });

    const retry = await screen.findByRole('button', { name: 'Retry' });
    expect(loadModule).toHaveBeenCalledTimes(1);
    expect(reloadRemote).not.toHaveBeenCalled();

    hang = false;
    await user.click(retry);

    expect(await screen.findByRole('heading', { name: 'TermsPage (terms)' })).toBeInTheDocument();
    expect(reloadRemote).toHaveBeenCalledTimes(1);
    expect(reloadRemote).toHaveBeenCalledWith('content');
  });

  it('reloads the manifest once after a chunk error and then shows the page', async () => {
    const chunkError = Object.assign(new Error('Loading chunk 7 failed.'), { name: 'ChunkLoadError' });
    const { loadModule } = flakyLoadModule(1, () => chunkError);
    const reloadRemote = jest.fn();
    renderShell({ path: '/login', loadModule, reloadRemote });

    expect(await screen.findByRole('heading', { name: 'LoginPage (login)' })).toBeInTheDocument();
    expect(reloadRemote).toHaveBeenCalledTimes(1);
    expect(reloadRemote).toHaveBeenCalledWith('auth');
  });

  it('says which chunk failed when a chunk never loads, with a Retry', async () => {
    const chunkError = Object.assign(
      new Error('Loading chunk 342 failed.\n(error: http://127.0.0.1:3001/342.a1b2.js)'),
      { name: 'ChunkLoadError' },
    );
    const loadModule: LoadModule = (id) =>
      id.startsWith('shop/') ? Promise.reject(chunkError) : Promise.resolve(fakePage(id));
    renderShell({ path: '/shop', loadModule, reloadRemote: jest.fn() });

    expect(await screen.findByRole('heading', { name: 'Loading chunk 342 failed' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
    expect(screen.queryByText('An error has occurred.')).not.toBeInTheDocument();
  });

  it('keeps the layout and other routes working when one remote is down', async () => {
    const user = userEvent.setup();
    const loadModule: LoadModule = (id) =>
      id.startsWith('shop/') ? Promise.reject(new Error('RUNTIME-008')) : Promise.resolve(fakePage(id));
    renderShell({ path: '/shop', loadModule });

    await screen.findByRole('button', { name: 'Retry' });
    await user.click(screen.getByRole('link', { name: 'ABOUT' }));

    expect(await screen.findByRole('heading', { name: 'AboutPage (about)' })).toBeInTheDocument();
  });

  it('renders a page it has loaded before at once when the visitor comes back', async () => {
    const user = userEvent.setup();
    const loadModule = jest.fn((id: string) => Promise.resolve(fakePage(id)));
    renderShell({ path: '/about', loadModule });

    await screen.findByRole('heading', { name: 'AboutPage (about)' });
    await user.click(screen.getByRole('link', { name: 'Contact Us' }));
    await screen.findByRole('heading', { name: 'ContactPage (contact)' });
    await user.click(screen.getByRole('link', { name: 'ABOUT' }));

    expect(screen.getByRole('heading', { name: 'AboutPage (about)' })).toBeInTheDocument();
    expect(loadModule.mock.calls.filter(([id]) => id === 'content/AboutPage')).toHaveLength(1);
  });
});
