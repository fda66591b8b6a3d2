import { Provider } from 'react-redux';
import {
  fakeApi as sharedFakeApi,
  sentRequestOf,
  type FakeAnswer,
  type RenderInRemoteOptions,
  type SentRequest,
} from 'remote-kit/testing';
import type { BrandId, RemotePageProps } from 'shared-contracts';
import { createContentStore } from '../app/store';

/** A request the page made, as the fake API saw it. */
export type SeenRequest = SentRequest;

type Reply = FakeAnswer | undefined;
/** What the API replies to a request: at once, or when a promise settles (a slow answer). */
type Handler = (request: SeenRequest) => Reply | Promise<Reply>;

/**
 * The network edge stood in for (the one fake API of remote-kit/testing): `answer` is called for
 * each request and says what the API replies, 404 when it returns nothing; everything else
 * (client, store, RTK Query, sagas, router) is the real thing.
 */
export function fakeApi(answer: Handler) {
  const api = sharedFakeApi(async (config) => (await answer(sentRequestOf(config))) ?? NOT_FOUND);
  return {
    client: api.client,
    get requests() {
      return api.requests.map(sentRequestOf);
    },
  };
}

const NOT_FOUND: FakeAnswer = { status: 404, data: { detail: 'Not found' } };

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
  api: ReturnType<typeof fakeApi>,
  path: string,
  options: Omit<RenderInRemoteOptions, 'wrap' | 'path'> = {},
): RenderInRemoteOptions {
  const store = createContentStore(api.client);
  return { wrap: (children) => <Provider store={store}>{children}</Provider>, path, ...options };
}
