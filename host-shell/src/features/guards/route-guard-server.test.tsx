import { screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { fakePageApi, serverRenderThenHydrate } from 'remote-kit/testing';
import { defaultRuntimeConfig, resolveBrand, storage } from 'shared-contracts';
import { aUser } from '../../testing/test-user';
import { BrandProvider } from '../brand';
import { usePersonalPartsOpen } from '../remotes';
import { ApiClientProvider } from './api-client-context';
import { RouteGuard } from './route-guard';

// A signed-in page the shell's server rendered (docs/adr/0150): the server knows no session, so
// the guard renders the page with its personal parts held, the browser hydrates the same, and the
// guard's rules apply after hydration without replacing the page's frame.

const config = defaultRuntimeConfig();
const location = resolveBrand({
  hostname: 'localhost',
  pathname: '/stud/profile',
  brandHosts: config.brandHosts,
  productWord: config.productWord,
});

/** The page: says whether the guard lets it render the visitor's parts. */
function Page() {
  return <h1>{usePersonalPartsOpen() ? 'Your parts' : 'Frame only'}</h1>;
}

async function hydrateProfile(answer: Parameters<typeof fakePageApi>[0]) {
  const api = fakePageApi(answer);
  const wrap = (children: ReactNode) => (
    <BrandProvider
      config={config}
      location={location}
      origin={{ hostname: 'localhost', port: '3000', protocol: 'http:' }}
    >
      <ApiClientProvider client={api.client}>{children}</ApiClientProvider>
    </BrandProvider>
  );
  const guarded = (
    <RouteGuard kind="auth">
      <Page />
    </RouteGuard>
  );
  return {
    api,
    page: await serverRenderThenHydrate({
      server: guarded,
      browser: guarded,
      path: '/profile',
      route: '/profile',
      wrap,
    }),
  };
}

afterEach(() => localStorage.clear());

describe('a guarded page rendered by the server', () => {
  it('keeps its frame while the account is checked after hydration, then lets the page in', async () => {
    storage.set('access', 'access-token');
    // One answer for every /users/me/ call, held until the test gives it: a busy machine can see
    // a second call start after the test has counted the first, which a per-call answer would
    // leave waiting for ever (CI, once).
    let answerMe: () => void = () => undefined;
    const me = new Promise<{ status: number; data: unknown }>((resolve) => {
      answerMe = () => resolve({ status: 200, data: aUser({ is_verified: true }) });
    });
    const { api, page } = await hydrateProfile(() => me);

    expect(page.html).toContain('<h1>Frame only</h1>');
    expect(page.html).not.toContain('Checking your account');
    expect(page.problems).toEqual([]);
    // Checking: the frame stays (the shell's skeleton would replace it and move the page).
    await waitFor(() => expect(api.requests).toHaveLength(1));
    const hydrated = screen.getByRole('heading', { name: 'Frame only' });
    answerMe();
    // The same element, re-rendered: the page the server rendered is not mounted again.
    expect(await screen.findByRole('heading', { name: 'Your parts' })).toBe(hydrated);
    page.unmount();
  });

  it('sends a visitor without a session away after hydration, asking the API nothing', async () => {
    const { api, page } = await hydrateProfile(() => undefined);

    expect(page.problems).toEqual([]);
    await waitFor(() => expect(screen.queryByRole('heading')).not.toBeInTheDocument());
    expect(api.requests).toEqual([]);
    page.unmount();
  });
});
