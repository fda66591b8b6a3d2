/**
 * @jest-environment node
 */
// The key a server render is kept by (render-key.ts) and the renderer's side of the render cache:
// the page's reads decide it, so visitors with different A/B variants never share a render, and a
// render that is not complete (a read not answered, the placeholder) is never kept.
import { configureStore } from '@reduxjs/toolkit';
import { createApi, fakeBaseQuery } from '@reduxjs/toolkit/query';
import { createRenderScope, defaultRuntimeConfig, type RenderScope } from 'shared-contracts';
import { renderPage } from './render-page';
import { renderKeyOf } from './render-key';
import type { ServerPageModule, ServerRemotes } from './server-remotes';

/**
 * A page's blocks as the API answers them for a visitor: variant 2 for an id made to start with
 * 'b-', else 1. A new visitor's id is a random uuid, which never does (one starting with a bare
 * 'b', one in sixteen, made the kept-render test fail now and then). The visitor goes in a header
 * in the real API (not in the read's arguments): here in the closure.
 */
function makeContentApi(visitor: string, answer: 'data' | 'error' | 'never' = 'data') {
  return createApi({
    reducerPath: 'contentApi',
    baseQuery: fakeBaseQuery(),
    endpoints: (build) => ({
      blocks: build.query<{ identifier: string; variant: number }[], { page: string }>({
        queryFn: () => {
          if (answer === 'never') return new Promise(() => undefined);
          if (answer === 'error') return { error: 'down' };
          return { data: [{ identifier: 'hero', variant: visitor.startsWith('b-') ? 2 : 1 }] };
        },
      }),
    }),
  });
}

/** What a content page module's prepare does: the render's own store, then its read. */
function prepared(scope: RenderScope, answer?: 'data' | 'error' | 'never') {
  const api = makeContentApi(scope.visitorId ?? '', answer);
  const store = scope.scoped('content', () =>
    configureStore({
      reducer: { [api.reducerPath]: api.reducer },
      middleware: (getDefault) => getDefault().concat(api.middleware),
    }),
  );
  return {
    api,
    store,
    read: store.dispatch(api.endpoints.blocks.initiate({ page: 'home' })),
  };
}

const page = { remote: 'content', module: 'HomePage' };

describe('renderKeyOf', () => {
  it('is the same for the same answers, whatever the request ids and times of the render', async () => {
    const one = createRenderScope({ visitorId: 'a-visitor-one' });
    const two = createRenderScope({ visitorId: 'a-visitor-two' });
    await prepared(one).read;
    await new Promise((resolve) => setTimeout(resolve, 5));
    await prepared(two).read;
    expect(renderKeyOf(one, page, 'v1')).toBe(renderKeyOf(two, page, 'v1'));
  });

  it('differs with the variant in the answers, the page and the build of its remote', async () => {
    const a = createRenderScope({ visitorId: 'a-visitor' });
    const b = createRenderScope({ visitorId: 'b-visitor' });
    await prepared(a).read;
    await prepared(b).read;
    const key = renderKeyOf(a, page, 'v1');
    expect(key).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(renderKeyOf(b, page, 'v1')).not.toBe(key);
    expect(renderKeyOf(a, { ...page, module: 'AboutPage' }, 'v1')).not.toBe(key);
    expect(renderKeyOf(a, page, 'v2')).not.toBe(key);
  });

  it('is null while a read is pending or after it failed', async () => {
    const failed = createRenderScope({ visitorId: 'a-visitor' });
    await prepared(failed, 'error').read;
    expect(renderKeyOf(failed, page, 'v1')).toBeNull();
    const pending = createRenderScope({ visitorId: 'a-visitor' });
    void prepared(pending, 'never').read;
    expect(renderKeyOf(pending, page, 'v1')).toBeNull();
  });
});

const config = defaultRuntimeConfig();
/** The remote's page; its calls count the renders. */
const HomePage = jest.fn(() => <h1>Home</h1>);

const moduleAnswering = (answer?: 'data' | 'error' | 'never'): ServerPageModule => ({
  default: HomePage,
  prepare: async (scope) => {
    await prepared(scope, answer).read;
  },
});
const remotesGiving = (module: ServerPageModule): ServerRemotes => ({
  page: () => Promise.resolve(module),
  version: () => 'build-1',
});
const request = (cookies: string | undefined, reuse: (key: string) => boolean) => ({
  config,
  url: { hostname: 'localhost', pathname: '/stud/' },
  origin: { hostname: 'localhost', port: '3000', protocol: 'http:' },
  nonce: 'slot',
  cookies,
  budgetMs: 100,
  reuse,
});

describe('renderPage with a render cache', () => {
  beforeEach(() => {
    HomePage.mockClear();
  });

  it('asks for the render by its key and renders nothing when the caller keeps it', async () => {
    const asked: string[] = [];
    const first = await renderPage(
      remotesGiving(moduleAnswering()),
      request('vid=a-visitor-one', (key) => {
        asked.push(key);
        return false;
      }),
    );
    expect(HomePage).toHaveBeenCalledTimes(1);
    expect('reused' in first).toBe(false);
    expect(first.renderKey).toBe(asked[0]);
    const again = await renderPage(
      remotesGiving(moduleAnswering()),
      request(undefined, (key) => key === asked[0]),
    );
    expect(HomePage).toHaveBeenCalledTimes(1);
    expect(again).toMatchObject({ reused: true, renderKey: asked[0] });
    // A first visit: its own new visitor id, even for a kept render.
    expect(again.setCookie).toMatch(/^vid=[0-9a-f-]{36}; Path=\/; /);
  });

  it('asks with another key for a visitor of another variant', async () => {
    const asked: string[] = [];
    const reuse = (key: string) => {
      asked.push(key);
      return false;
    };
    await renderPage(remotesGiving(moduleAnswering()), request('vid=a-visitor-one', reuse));
    await renderPage(remotesGiving(moduleAnswering()), request('vid=b-visitor-one', reuse));
    expect(asked).toHaveLength(2);
    expect(asked[0]).not.toBe(asked[1]);
  });

  it('neither asks nor offers a render whose reads failed or were late', async () => {
    for (const answer of ['error', 'never'] as const) {
      const reuse = jest.fn(() => true);
      const page = await renderPage(remotesGiving(moduleAnswering(answer)), request('vid=a-visitor', reuse));
      expect(reuse).not.toHaveBeenCalled();
      expect('reused' in page).toBe(false);
      expect(page.renderKey).toBeNull();
    }
  });

  it('offers no render that fell back to the placeholder', async () => {
    const throwing: ServerPageModule = {
      ...moduleAnswering(),
      default: () => {
        throw new Error('the remote page threw');
      },
    };
    const page = await renderPage(
      remotesGiving(throwing),
      request('vid=a-visitor', () => false),
    );
    expect('reused' in page).toBe(false);
    expect(page.renderKey).toBeNull();
    expect(page.page).toBeNull();
  });
});
