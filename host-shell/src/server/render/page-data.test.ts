import { configureStore } from '@reduxjs/toolkit';
import { createApi, fakeBaseQuery } from '@reduxjs/toolkit/query';
import {
  createRenderScope,
  rehydrateServerReads,
  SERVER_READS_ACTION,
  SERVER_READS_ID,
} from 'shared-contracts';
import { headTestProduct } from '../page-head/test-product';
import { pageDataBlocks, serverReadsOf } from './page-data';

const HOSTILE = '</script><script>alert(1)</script>';

function makeApi() {
  return createApi({
    reducerPath: 'shopApi',
    baseQuery: fakeBaseQuery(),
    extractRehydrationInfo: rehydrateServerReads,
    endpoints: (build) => ({
      product: build.query<ReturnType<typeof headTestProduct>, string>({
        queryFn: (id) => ({
          data: headTestProduct({ id, name: HOSTILE, description: 'a\u2028b\u2029c <!-- d' }),
        }),
      }),
      broken: build.query<string, void>({ queryFn: () => ({ error: 'down' }) }),
    }),
  });
}

function makeStore(api: ReturnType<typeof makeApi>) {
  return configureStore({
    reducer: { [api.reducerPath]: api.reducer },
    middleware: (getDefault) => getDefault().concat(api.middleware),
  });
}

/** The page's blocks parsed back by the browser's own parser (jsdom here). */
function parsed(html: string): Document {
  return new DOMParser().parseFromString(`<!doctype html><html><head>${html}</head></html>`, 'text/html');
}

describe('server reads in the page', () => {
  it('keeps a product named </script><script>alert(1)</script> inside its data block', async () => {
    const api = makeApi();
    const scope = createRenderScope();
    const store = scope.scoped('shop', () => makeStore(api));
    await store.dispatch(api.endpoints.product.initiate('p-1'));
    await store.dispatch(api.endpoints.broken.initiate());

    const html = pageDataBlocks(serverReadsOf(scope), { remote: 'shop', module: 'ProductPage' });
    expect(html).not.toContain('</script><script>alert');
    expect(html).not.toMatch(/[\u2028\u2029]/);
    const doc = parsed(html);
    // One element per block: nothing of the name opened a script of its own.
    expect(doc.querySelectorAll('script')).toHaveLength(2);
    const reads = JSON.parse(doc.getElementById(SERVER_READS_ID)?.textContent ?? 'null') as {
      shopApi: { queries: Record<string, { data?: { name: string; description: string } }> };
    };
    const queries = Object.values(reads.shopApi.queries);
    // Only the answered read goes into the page; the failed one is asked again by the browser.
    expect(queries).toHaveLength(1);
    expect(queries[0]?.data?.name).toBe(HOSTILE);
    expect(queries[0]?.data?.description).toBe('a\u2028b\u2029c <!-- d');
    expect(JSON.parse(doc.getElementById('server-page')?.textContent ?? 'null')).toEqual({
      remote: 'shop',
      module: 'ProductPage',
    });
  });

  it("gives the browser's store the server's answer, so its first read asks nothing", async () => {
    const api = makeApi();
    const server = makeStore(api);
    const scope = createRenderScope();
    scope.scoped('shop', () => server);
    await server.dispatch(api.endpoints.product.initiate('p-1'));
    const reads = JSON.parse(JSON.stringify(serverReadsOf(scope))) as Record<string, unknown>;

    const browser = makeStore(api);
    browser.dispatch({ type: SERVER_READS_ACTION, payload: reads });
    const state = api.endpoints.product.select('p-1')(browser.getState());
    expect(state.status).toBe('fulfilled');
    expect(state.data?.name).toBe(HOSTILE);
  });

  it('writes null and no reads for a page whose remote was not rendered', () => {
    const doc = parsed(pageDataBlocks({}, null));
    expect(doc.getElementById(SERVER_READS_ID)?.textContent).toBe('{}');
    expect(doc.getElementById('server-page')?.textContent).toBe('null');
  });
});
