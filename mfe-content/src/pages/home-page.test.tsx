import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AbBlock } from 'shared-contracts';
import { firstReadsOf, storage } from 'shared-contracts';
import { renderInRemote } from 'remote-kit/testing';
import { fakeApi, inContent, pageProps, type SeenRequest } from '../testing/content-test-kit';
import HomePage from './home-page';

const variants: AbBlock[] = [1, 2].map((variant) => ({
  identifier: 'stud-home-hero',
  name: 'Home hero: support vs. comfort',
  content: `<h1>Hero variant ${variant}</h1><img src="x" onerror="window.xss = true">`,
  script: null,
  script_url: null,
  edit_url: '/admin/ab-content/stud-home-hero/',
  variant,
  variant_count: 2,
}));

/** The API as far as the home page needs it: page content and the editor's movement. */
function homeApi() {
  let shown = 0;
  return fakeApi((request: SeenRequest) => {
    if (request.url === '/api/ab_test/fetch-page-content/')
      return { status: 200, data: { data: [variants[shown]] } };
    if (request.url === '/api/ab_test/set-specific-content/') {
      shown = (shown + 1) % 2;
      return { status: 200, data: { data: variants[shown] } };
    }
    if (request.url === '/api/ab_test/set-event/') return { status: 200, data: { data: { recorded: true } } };
    return undefined;
  });
}

describe('HomePage', () => {
  afterEach(() => storage.remove('user'));

  it('shows the content the server sends for the brand and page, sanitised', async () => {
    const api = homeApi();
    renderInRemote(
      <HomePage {...pageProps('stud', 'home', '/stud')} />,
      inContent(api, '/stud/', { basename: '/stud' }),
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Hero variant 1' })).toBeVisible();
    expect(api.requests[0]?.body).toEqual({ brand: 'stud', page: 'home' });
    expect(document.querySelector('[onerror]')).toBeNull();
    expect(document.title).toBe('Stud');
    expect(document.querySelector('meta[name="description"]')).toHaveAttribute(
      'content',
      expect.stringContaining('Stud'),
    );
  });

  it("first asks for what the shell's route preloader fetches for it (shared-contracts firstReadsOf)", async () => {
    const api = homeApi();
    renderInRemote(
      <HomePage {...pageProps('stud', 'home-b', '/stud')} />,
      inContent(api, '/stud/b', { basename: '/stud' }),
    );
    await screen.findByRole('heading', { level: 1, name: 'Hero variant 1' });
    const [read] = firstReadsOf({ remote: 'content', module: 'HomePage', pageKey: 'home-b', brand: 'stud' });
    expect(api.requests[0]).toMatchObject({ method: read?.method, url: read?.url, body: read?.data });
  });

  it('shows no overlay to visitors on /ab_test paths', async () => {
    renderInRemote(
      <HomePage {...pageProps('stud', 'home', '/ab_test/stud')} />,
      inContent(homeApi(), '/ab_test/stud/', { basename: '/ab_test/stud' }),
    );
    await screen.findByRole('heading', { level: 1, name: 'Hero variant 1' });
    expect(screen.queryByText(/Variant 1 of 2/)).toBeNull();
  });

  it('gives editors on /ab_test the overlay, switching variants without view events', async () => {
    storage.set('user', { email: 'editor@example.com', role: 'editor' } as never);
    const api = homeApi();
    renderInRemote(
      <HomePage {...pageProps('stud', 'home', '/ab_test/stud')} />,
      inContent(api, '/ab_test/stud/', { basename: '/ab_test/stud' }),
    );
    const overlay = await screen.findByRole('group', { name: 'A/B test Home hero: support vs. comfort' });
    expect(overlay).toHaveTextContent('Variant 1 of 2');
    // The product's own editor opens in the brand's router, /ab_test included.
    expect(screen.getByRole('link', { name: 'Edit' })).toHaveAttribute(
      'href',
      '/ab_test/stud/admin/ab-content/stud-home-hero/',
    );

    await userEvent.click(screen.getByRole('button', { name: 'Next variant' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Hero variant 2' })).toBeVisible();
    await waitFor(() => expect(screen.getByText('Variant 2 of 2')).toBeVisible());
    expect(api.requests).toContainEqual(
      expect.objectContaining({
        url: '/api/ab_test/set-specific-content/',
        body: { type: 'movement', movement: 'forward', identifier: 'stud-home-hero' },
      }),
    );
    expect(api.requests.some((request) => request.url === '/api/ab_test/set-event/')).toBe(false);
  });

  it("links Edit to an external admin as it is, when the server's edit_url is a full URL", async () => {
    storage.set('user', { email: 'admin@example.com', role: 'admin' } as never);
    const external = 'https://cms.example.com/ab/stud-home-hero/';
    const api = fakeApi((request: SeenRequest) =>
      request.url === '/api/ab_test/fetch-page-content/'
        ? { status: 200, data: { data: [{ ...variants[0], edit_url: external }] } }
        : undefined,
    );
    renderInRemote(
      <HomePage {...pageProps('stud', 'home', '/ab_test/stud')} />,
      inContent(api, '/ab_test/stud/', { basename: '/ab_test/stud' }),
    );
    expect(await screen.findByRole('link', { name: 'Edit' })).toHaveAttribute('href', external);
  });
});
