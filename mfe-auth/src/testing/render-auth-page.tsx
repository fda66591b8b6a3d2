import type { ComponentType } from 'react';
import { Provider } from 'react-redux';
import {
  fakeApi as sharedFakeApi,
  renderInRemote,
  sentRequestOf,
  type FakeAnswer,
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

/**
 * Renders a page of this remote at `path` (with the router `state` an earlier page left, if any)
 * for `brand` (stud unless given) with a real store on the stand-in API.
 */
export function renderAuthPage(
  Page: ComponentType<RemotePageProps>,
  {
    path,
    api,
    brand = 'stud',
    state,
  }: { path: string; api: ReturnType<typeof fakeApi>; brand?: BrandId; state?: unknown },
) {
  const store = createAuthStore(api.client);
  const [pathname = path, search = ''] = path.split(/(?=\?)/);
  return renderInRemote(<Page brand={brand} pageKey="page" brandHref={(target) => `/${brand}${target}`} />, {
    wrap: (children) => <Provider store={store}>{children}</Provider>,
    path: { pathname, search, state },
  });
}

/** A user as the API answers it. */
export const API_USER = {
  email: 'casey@example.com',
  first_name: 'Casey',
  last_name: 'Customer',
  is_verified: true,
  role: 'customer',
};
