import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import type { AbBlock } from 'shared-contracts';
import { createContentStore } from '../../../app/store';
import { fakeApi } from '../../../testing/render-content-page';
import { AbBlockView } from './ab-block-view';

const block: AbBlock = {
  identifier: 'stud-home-hero',
  name: 'Home hero',
  content: '<p><a href="shop">Shop the collection</a> <a href="https://example.com/">Elsewhere</a></p>',
  script: null,
  script_url: null,
  edit_url: '/admin/ab-content/stud-home-hero/',
  variant: 1,
  variant_count: 1,
};

function Where() {
  const { pathname } = useLocation();
  return <p data-testid="where">{pathname}</p>;
}

/** The block on a page of the shell's router, mounted at `basename` (as the shell mounts it). */
function renderBlock(url: string, basename: string) {
  const api = fakeApi(() => ({ status: 200, data: { data: { recorded: true } } }));
  render(
    <Provider store={createContentStore(api.client)}>
      <MemoryRouter initialEntries={[url]} basename={basename}>
        <Routes>
          <Route path="/" element={<AbBlockView block={block} overlay={false} />} />
          <Route path="*" element={<Where />} />
        </Routes>
      </MemoryRouter>
    </Provider>,
  );
}

describe('AbBlockView links', () => {
  it.each([
    ['/stud/', '/stud/', '/stud/shop'],
    ['/ab_test/stud/', '/ab_test/stud/', '/ab_test/stud/shop'],
    ['/', '/', '/shop'],
  ])(
    'at %s write a brand-relative link with the brand prefix and follow it in the router',
    async (url, basename, href) => {
      renderBlock(url, basename);
      const link = screen.getByRole('link', { name: 'Shop the collection' });
      expect(link).toHaveAttribute('href', href);
      await userEvent.click(link);
      expect(screen.getByTestId('where')).toHaveTextContent('/shop');
    },
  );

  it('leaves links to other sites to the browser', () => {
    renderBlock('/stud/', '/stud/');
    const link = screen.getByRole('link', { name: 'Elsewhere' });
    expect(link).toHaveAttribute('href', 'https://example.com/');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });
});
