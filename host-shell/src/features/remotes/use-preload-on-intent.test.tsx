import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loadFakePage } from '../../testing/fake-pages';
import { renderShell } from '../../testing/render-shell';
import { createRemoteLoader } from './remote-loader';

function renderWithPreload(path = '/') {
  const preloadModule = jest.fn(() => Promise.resolve());
  const remoteLoader = createRemoteLoader({
    loadModule: loadFakePage,
    preloadModule,
    sleep: () => Promise.resolve(),
  });
  renderShell({ brand: 'stud', path, remoteLoader });
  return { preloadModule };
}

const menuLink = (name: string) =>
  within(screen.getByRole('navigation', { name: 'Main' })).getByRole('link', { name });

describe('a menu link to a page of another remote', () => {
  it('preloads that remote page once when the link gets focus, then hover and touch', async () => {
    const user = userEvent.setup();
    const { preloadModule } = renderWithPreload('/');
    await screen.findByRole('heading', { name: 'HomePage (home)' });

    menuLink('SHOP').focus();
    expect(preloadModule).toHaveBeenCalledTimes(1);
    expect(preloadModule).toHaveBeenCalledWith('shop', 'CatalogPage');

    await user.hover(menuLink('SHOP'));
    menuLink('SHOP').dispatchEvent(new Event('touchstart', { bubbles: true }));
    expect(preloadModule).toHaveBeenCalledTimes(1);
  });

  it('does not preload a page that is already loaded', async () => {
    const user = userEvent.setup();
    const { preloadModule } = renderWithPreload('/about');
    await screen.findByRole('heading', { name: 'AboutPage (about)' });

    await user.hover(menuLink('ABOUT'));

    expect(preloadModule).not.toHaveBeenCalled();
  });

  it('does not preload for a link to another brand, which is a full page load', async () => {
    const user = userEvent.setup();
    const { preloadModule } = renderWithPreload('/');
    await screen.findByRole('heading', { name: 'HomePage (home)' });

    await user.hover(menuLink('CAREAPP'));

    expect(preloadModule).not.toHaveBeenCalled();
  });
});
