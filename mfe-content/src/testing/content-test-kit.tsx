import type { ComponentType } from 'react';
import { Provider } from 'react-redux';
import { serverRenderThenHydrate, type FakePageApi, type RenderInRemoteOptions } from 'remote-kit/testing';
import {
  createRenderScope,
  SERVER_READS_ACTION,
  type BrandId,
  type RemotePageProps,
  type RenderScope,
} from 'shared-contracts';
import { contentApi } from '../api/content-api';
import { createContentStore } from '../app/store';

// The fake API at the HTTP edge is remote-kit's, as every remote's: `fakeApi(answer)` answers
// each request the page sends (404 when `answer` says nothing) and lists them.
export {
  fakePageApi as fakeApi,
  type FakePageApi,
  type SentRequest as SeenRequest,
} from 'remote-kit/testing';

/**
 * What the shell hands a page of this remote: its brand, its page key, and links built on `base`,
 * where the brand's routes start ('/stud').
 */
export function pageProps(brand: BrandId, pageKey: string, base = ''): RemotePageProps {
  return { brand, pageKey, brandHref: (target) => `${base}${target}` };
}

/**
 * How the shell shows a page of this remote, as renderInRemote's options: at `path` under the
 * router's `basename`, with a real store on the fake API.
 */
export function inContent(
  api: FakePageApi,
  path: string,
  options: Omit<RenderInRemoteOptions, 'wrap' | 'path'> = {},
): RenderInRemoteOptions {
  const store = createContentStore(api.client);
  return { wrap: (children) => <Provider store={store}>{children}</Provider>, path, ...options };
}

/** A page module of this remote: its component and the reads the shell's server makes first. */
interface PageModule {
  default: ComponentType<RemotePageProps>;
  prepare: (
    scope: RenderScope,
    props: { brand: string; pageKey: string; params: Record<string, string> },
  ) => Promise<void>;
}

/**
 * A page as the shell's server renders it (docs/adr/0140: `prepare`, then the page with the
 * render's scope), then hydrated as the browser does: the tab's own store, given the server's
 * reads as getContentStore takes them from the page. `readsBeforeHydration` is how many requests
 * the server made: any after it are the browser's.
 */
export async function renderOnServerThenHydrate(
  { default: Page, prepare }: PageModule,
  props: RemotePageProps,
  api: FakePageApi,
  { path, basename }: { path: string; basename?: string },
) {
  const scope = createRenderScope({ visitorId: 'server-visitor' });
  const serverStore = scope.scoped('content', () => createContentStore(api.client, scope.visitorId));
  await prepare(scope, { brand: props.brand, pageKey: props.pageKey, params: {} });
  const browserStore = createContentStore(api.client);
  browserStore.dispatch({
    type: SERVER_READS_ACTION,
    payload: { [contentApi.reducerPath]: serverStore.getState()[contentApi.reducerPath] },
  });
  const readsBeforeHydration = api.requests.length;
  const rendered = await serverRenderThenHydrate({
    server: <Page {...props} renderScope={scope} />,
    browser: (
      <Provider store={browserStore}>
        <Page {...props} />
      </Provider>
    ),
    path,
    ...(basename ? { basename } : {}),
  });
  return { ...rendered, readsBeforeHydration };
}
