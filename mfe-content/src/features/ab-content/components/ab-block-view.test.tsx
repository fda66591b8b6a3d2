import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderInRemote } from 'remote-kit/testing';
import type { AbBlock } from 'shared-contracts';
import { fakeApi, inContent } from '../../../testing/content-test-kit';
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

/** The block on a page of the shell's router, mounted at `basename` (as the shell mounts it). */
function renderBlock(url: string, basename: string) {
  const api = fakeApi(() => ({ status: 200, data: { data: { recorded: true } } }));
  renderInRemote(
    <AbBlockView block={block} overlay={false} />,
    inContent(api, url, { basename, route: '/' }),
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
      expect(screen.getByLabelText('Current page')).toHaveTextContent('/shop');
    },
  );

  it('leaves links to other sites to the browser', () => {
    renderBlock('/stud/', '/stud/');
    const link = screen.getByRole('link', { name: 'Elsewhere' });
    expect(link).toHaveAttribute('href', 'https://example.com/');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });
});
