import { render } from '@testing-library/react';
import type { AxiosAdapter, AxiosResponse, InternalAxiosRequestConfig } from 'axios';
import type { ComponentType } from 'react';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import type { BrandId, RemotePageProps } from 'shared-contracts';
import { createApiClient } from 'shared-contracts';
import { createAuthStore } from '../app/store';

/** A request the page made, as the stand-in API saw it. */
export interface SeenRequest {
  method: string;
  url: string;
  body: unknown;
}

type Handler = (request: SeenRequest) => { status: number; data: unknown } | undefined;

/** The network edge stood in for; the client, store, RTK Query and router are the real ones. */
export function fakeApi(answer: Handler) {
  const requests: SeenRequest[] = [];
  const adapter: AxiosAdapter = (config: InternalAxiosRequestConfig) => {
    const request: SeenRequest = {
      method: (config.method ?? 'get').toUpperCase(),
      url: config.url ?? '',
      body: typeof config.data === 'string' ? (JSON.parse(config.data) as unknown) : config.data,
    };
    requests.push(request);
    const reply = answer(request) ?? { status: 404, data: { detail: 'Not found' } };
    const response: AxiosResponse = {
      data: reply.data,
      status: reply.status,
      statusText: '',
      headers: {},
      config,
    };
    return reply.status < 400
      ? Promise.resolve(response)
      : Promise.reject(
          Object.assign(new Error(`status ${reply.status}`), { isAxiosError: true, response, config }),
        );
  };
  return { client: createApiClient({ adapter, baseURL: () => 'http://api.test', locks: null }), requests };
}

/** Shows where the page navigated to, so a test can read it like the address bar. */
function WhereAmI() {
  const location = useLocation();
  return <output aria-label="Current page">{`${location.pathname}${location.search}`}</output>;
}

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
  return render(
    <Provider store={store}>
      <MemoryRouter initialEntries={[{ pathname, search, state }]}>
        <Routes>
          <Route
            path="*"
            element={
              <>
                <Page brand={brand} pageKey="page" brandHref={(target) => `/${brand}${target}`} />
                <WhereAmI />
              </>
            }
          />
        </Routes>
      </MemoryRouter>
    </Provider>,
  );
}

/** A user as the API answers it. */
export const API_USER = {
  email: 'casey@example.com',
  first_name: 'Casey',
  last_name: 'Customer',
  is_verified: true,
  role: 'customer',
};
