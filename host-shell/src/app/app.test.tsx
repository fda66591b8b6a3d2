import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { defaultRuntimeConfig, eventBus, resolveBrand, setRuntimeConfig } from 'shared-contracts';
import { createRemoteLoader } from '../features/remotes';
import { loadFakePage } from '../testing/fake-pages';
import { App } from './app';

window.scrollTo = () => {};

function renderApp(pathname: string) {
  window.history.pushState({}, '', pathname);
  const config = defaultRuntimeConfig();
  setRuntimeConfig(config);
  const location = resolveBrand({
    hostname: 'localhost',
    pathname,
    brandHosts: config.brandHosts,
    productWord: config.productWord,
  });
  const reload = jest.fn();
  render(
    <App
      config={config}
      location={location}
      remoteLoader={createRemoteLoader({ loadModule: loadFakePage })}
      reload={reload}
    />,
  );
  return { reload };
}

/** A remote's toast whose text is not text: rendering it throws outside any route. */
const brokenToast = () =>
  act(() =>
    eventBus.emit(
      'notify',
      { message: { text: 'Added' } as unknown as string, kind: 'info' },
      { crossTab: false },
    ),
  );

describe('a render error outside the routes (header, footer, toasts, providers)', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => {}));
  afterEach(() => jest.restoreAllMocks());

  it('shows the brand error page with Retry instead of a blank page', async () => {
    const user = userEvent.setup();
    const { reload } = renderApp('/');
    await screen.findByRole('heading', { name: 'HomePage (home)' });

    brokenToast();

    expect(screen.getByRole('heading', { name: 'An error has occurred.' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('names the chunk when one of the shell failed to load, with Retry', async () => {
    const user = userEvent.setup();
    const { reload } = renderApp('/');
    await screen.findByRole('heading', { name: 'HomePage (home)' });
    // A part of the shell whose chunk is gone (a redeploy), rendered outside any route.
    function StaleChunk(): never {
      throw Object.assign(new Error('Loading chunk 77 failed.'), { name: 'ChunkLoadError' });
    }

    act(() =>
      eventBus.emit(
        'notify',
        { message: (<StaleChunk />) as unknown as string, kind: 'info' },
        { crossTab: false },
      ),
    );

    expect(screen.getByRole('heading', { name: 'Loading chunk 77 failed' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('loads the shop afresh from Continue Shopping', async () => {
    const user = userEvent.setup();
    const { reload } = renderApp('/stud/about');
    await screen.findByRole('heading', { name: 'AboutPage (about)' });

    brokenToast();
    await user.click(screen.getByRole('link', { name: 'Continue Shopping' }));

    expect(window.location.pathname).toBe('/stud/shop');
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
