import { render } from '@testing-library/react';
import type { ComponentType, ReactNode } from 'react';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import {
  fakeApi as sharedFakeApi,
  sentRequestOf,
  type FakeAnswer,
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

/** Renders a page of this remote at `path`, as the shell would, with a real store on the fake API. */
export function renderContentPage(
  Page: ComponentType<RemotePageProps>,
  options: {
    brand: BrandId;
    pageKey: string;
    path: string;
    api: ReturnType<typeof fakeApi>;
    /** Where the brand's routes start, as the shell's brandHref builds links ('/stud'). */
    base?: string;
    /** Other pages of the brand by path inside it ('/consult/success'), where the page may lead. */
    otherPages?: Record<string, ReactNode>;
  },
) {
  const store = createContentStore(options.api.client);
  const brandHref = (target: string) => `${options.base ?? ''}${target}`;
  return render(
    <Provider store={store}>
      <MemoryRouter initialEntries={[options.path]} basename={options.base}>
        <Routes>
          {Object.entries(options.otherPages ?? {}).map(([path, element]) => (
            <Route key={path} path={path} element={element} />
          ))}
          <Route
            path="*"
            element={<Page brand={options.brand} pageKey={options.pageKey} brandHref={brandHref} />}
          />
        </Routes>
      </MemoryRouter>
    </Provider>,
  );
}
