import { Provider } from 'react-redux';
import type { FakePageApi, RenderInRemoteOptions } from 'remote-kit/testing';
import type { BrandId, RemotePageProps } from 'shared-contracts';
import { createAuthStore } from '../app/store';

// The fake API at the HTTP edge is remote-kit's, as every remote's: `fakeApi(answer)` answers
// each request the page sends (404 when `answer` says nothing) and lists them.
export {
  fakePageApi as fakeApi,
  type FakePageApi,
  type SentRequest as SeenRequest,
} from 'remote-kit/testing';

/** What the shell hands a page of this remote for `brand`: its links written with the brand. */
export function pageProps(brand: BrandId = 'stud'): RemotePageProps {
  return { brand, pageKey: 'page', brandHref: (target) => `/${brand}${target}` };
}

/**
 * How the shell shows a page of this remote, as renderInRemote's options: at `path` (with the
 * router `state` an earlier page left, if any), with a real store on the stand-in API.
 */
export function inAuth(api: FakePageApi, path: string, state?: unknown): RenderInRemoteOptions {
  const store = createAuthStore(api.client);
  const [pathname = path, search = ''] = path.split(/(?=\?)/);
  return {
    wrap: (children) => <Provider store={store}>{children}</Provider>,
    path: { pathname, search, state },
  };
}

/** A user as the API answers it. */
export const API_USER = {
  email: 'casey@example.com',
  first_name: 'Casey',
  last_name: 'Customer',
  is_verified: true,
  role: 'customer',
};
