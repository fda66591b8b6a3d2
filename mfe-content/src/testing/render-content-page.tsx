import { render } from '@testing-library/react';
import type { AxiosAdapter, AxiosResponse, InternalAxiosRequestConfig } from 'axios';
import type { ComponentType, ReactNode } from 'react';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import type { BrandId, RemotePageProps } from 'shared-contracts';
import { createApiClient } from 'shared-contracts';
import { createContentStore } from '../app/store';

/** A request the page made, as the fake API saw it. */
export interface SeenRequest {
  method: string;
  url: string;
  body: unknown;
  params: unknown;
  headers: Record<string, unknown>;
}

type Reply = { status: number; data: unknown } | undefined;
/** What the API replies to a request: at once, or when a promise settles (a slow answer). */
type Handler = (request: SeenRequest) => Reply | Promise<Reply>;

/**
 * The network edge stood in for: `answer` is called for each request and says what the API
 * replies; everything else (client, store, RTK Query, sagas, router) is the real thing.
 */
export function fakeApi(answer: Handler) {
  const requests: SeenRequest[] = [];
  const adapter: AxiosAdapter = async (config: InternalAxiosRequestConfig) => {
    const request: SeenRequest = {
      method: (config.method ?? 'get').toUpperCase(),
      url: config.url ?? '',
      body: typeof config.data === 'string' ? (JSON.parse(config.data) as unknown) : config.data,
      params: config.params,
      headers: { ...config.headers },
    };
    requests.push(request);
    const reply = (await answer(request)) ?? { status: 404, data: { detail: 'Not found' } };
    const response: AxiosResponse = {
      data: reply.data,
      status: reply.status,
      statusText: '',
      headers: {},
      config,
    };
    if (reply.status < 400) return response;
    throw Object.assign(new Error(`status ${reply.status}`), { isAxiosError: true, response, config });
  };
  const client = createApiClient({ adapter, baseURL: () => 'http://api.test', locks: null });
  return { client, requests };
}

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
