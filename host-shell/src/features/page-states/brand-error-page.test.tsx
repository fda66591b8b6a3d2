import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { BrandId } from 'shared-contracts';
import { fakePage } from '../../testing/fake-pages';
import { renderShell } from '../../testing/render-shell';

describe('the not-found page', () => {
  it.each([
    ['stud', '/stud/shop'],
    ['cele', '/varicocele/shop'],
  ] as const)('on %s says the page was not found and offers Continue Shopping', (brand, shopHref) => {
    renderShell({ brand, path: '/no-such-page' });

    expect(screen.getByRole('img', { name: 'Page not found' })).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { name: "We couldn't find the page your are looking for." }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Continue Shopping' })).toHaveAttribute('href', shopHref);
  });

  it.each<BrandId>(['careapp', 'celeorg'])('on %s shows the image, without shop texts', (brand) => {
    renderShell({ brand, path: '/no-such-page' });

    expect(screen.getByRole('img', { name: 'Page not found' })).toBeInTheDocument();
    expect(screen.queryByText("We couldn't find the page your are looking for.")).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Continue Shopping' })).not.toBeInTheDocument();
  });

  it('keeps the header and footer around it', () => {
    renderShell({ brand: 'stud', path: '/shop/x/y/z' });

    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
  });
});

describe('a page that throws while rendering', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => {}));
  afterEach(() => jest.restoreAllMocks());

  function Broken(): never {
    throw new Error('boom');
  }

  it('shows "An error has occurred." inside the layout, and the next page works again', async () => {
    const user = userEvent.setup();
    const loadModule = (id: string) =>
      Promise.resolve(id === 'shop/CatalogPage' ? { default: Broken } : fakePage(id));
    renderShell({ brand: 'stud', path: '/shop', loadModule });

    expect(await screen.findByRole('heading', { name: 'An error has occurred.' })).toBeInTheDocument();
    expect(screen.getByRole('banner')).toBeInTheDocument();

    await user.click(screen.getByRole('link', { name: 'GET SUPPORT' }));
    expect(await screen.findByRole('heading', { name: 'ContactPage (contact)' })).toBeInTheDocument();
  });
});
