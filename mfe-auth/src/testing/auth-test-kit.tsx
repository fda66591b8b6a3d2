import { Provider } from 'react-redux';
import {
  fakeApi as sharedFakeApi,
  sentRequestOf,
  type FakeAnswer,
  type RenderInRemoteOptions,
  type SentRequest,
} from 'remote-kit/testing';
import type { BrandId, RemotePageProps } from 'shared-contracts';
import { createAuthStore } from '../app/store';

/** A request the page made, as the fake API saw it. */
export type SeenRequest = SentRequest;

type Handler = (request: SeenRequest) => FakeAnswer | undefined;

/**
 * The network edge stood in for (the one fake API of remote-kit/testing): `answer` says what the
 * API replies, 404 when it returns nothing; the client, store, RTK Query and router are the real ones.
 */
export function fakeApi(answer: Handler) {
  const api = sharedFakeApi((config) => answer(sentRequestOf(config)) ?? NOT_FOUND);
  return {
    client: api.client,
    get requests() {
      return api.requests.map(sentRequestOf);
    },
  };
}

const NOT_FOUND: FakeAnswer = { status: 404, data: { detail: 'Not found' } };

/** What the shell hands a page of this remote for `brand`: its links written with the brand. */
export function pageProps(brand: BrandId = 'stud'): RemotePageProps {
  return { brand, pageKey: 'page', brandHref: (target) => `/${brand}${target}` };
}

/**
 * How the shell shows a page of this remote, as renderInRemote's options: at `path` (with the
 * router `state` an earlier page left, if any), with a real store on the stand-in API.
 */
export function inAuth(
  api: ReturnType<typeof fakeApi>,
  path: string,
  state?: unknown,
): RenderInRemoteOptions {
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
