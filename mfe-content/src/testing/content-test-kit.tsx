import { Provider } from 'react-redux';
import type { FakePageApi, RenderInRemoteOptions } from 'remote-kit/testing';
import type { BrandId, RemotePageProps } from 'shared-contracts';
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
