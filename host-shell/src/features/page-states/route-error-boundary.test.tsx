import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakePage } from '../../testing/fake-pages';
import { renderShell } from '../../testing/render-shell';

beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => {}));
afterEach(() => jest.restoreAllMocks());

/** A page of the old deployment: its lazy part's chunk is gone, so it throws while rendering. */
function StalePage(): never {
  throw Object.assign(new Error('Loading chunk 512 failed.'), { name: 'ChunkLoadError' });
}

describe('a chunk that fails while a loaded page renders', () => {
  it('shows Retry, which reloads that remote once and then shows the new page', async () => {
    const user = userEvent.setup();
    let redeployed = false;
    const loadModule = jest.fn((id: string) =>
      Promise.resolve(redeployed ? fakePage(id) : { default: StalePage }),
    );
    const reloadRemote = jest.fn(() => {
      redeployed = true;
    });
    renderShell({ brand: 'stud', path: '/shop', loadModule, reloadRemote });

    const retry = await screen.findByRole('button', { name: 'Retry' });
    // docs/product.md §8's chunk text with the chunk's id, not the generic render error.
    expect(screen.getByRole('heading', { name: 'Loading chunk 512 failed' })).toBeInTheDocument();
    expect(screen.queryByText('An error has occurred.')).not.toBeInTheDocument();
    expect(reloadRemote).not.toHaveBeenCalled();

    await user.click(retry);

    expect(await screen.findByRole('heading', { name: 'CatalogPage (shop)' })).toBeInTheDocument();
    expect(reloadRemote).toHaveBeenCalledTimes(1);
    expect(reloadRemote).toHaveBeenCalledWith('shop');
  });

  it('offers Retry again, without reloading by itself, when the page still fails', async () => {
    const user = userEvent.setup();
    const reloadRemote = jest.fn();
    renderShell({
      brand: 'stud',
      path: '/shop',
      loadModule: () => Promise.resolve({ default: StalePage }),
      reloadRemote,
    });

    await user.click(await screen.findByRole('button', { name: 'Retry' }));

    expect(await screen.findByRole('button', { name: 'Retry' })).toBeInTheDocument();
    expect(reloadRemote).toHaveBeenCalledTimes(1);
  });
});

describe('a page that throws for another reason', () => {
  it('shows "An error has occurred." without a Retry that could not help', async () => {
    const broken = () => {
      throw new TypeError('Cannot read properties of undefined');
    };
    renderShell({ brand: 'stud', path: '/shop', loadModule: () => Promise.resolve({ default: broken }) });

    expect(await screen.findByRole('heading', { name: 'An error has occurred.' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
  });
});
