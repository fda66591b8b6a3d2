import type { AxiosAdapter, InternalAxiosRequestConfig } from 'axios';
import { createApiClient, defaultRuntimeConfig, firstReadsOf, setRuntimeConfig } from 'shared-contracts';
import { createShopStore } from '../app/store';
import { shopApi } from './shop-api';

describe('shopApi', () => {
  it("asks for a product as the shell's route preloader does (shared-contracts firstReadsOf)", async () => {
    setRuntimeConfig(defaultRuntimeConfig());
    const seen: InternalAxiosRequestConfig[] = [];
    const adapter: AxiosAdapter = (config) => {
      seen.push(config);
      return Promise.resolve({ data: {}, status: 200, statusText: 'OK', headers: {}, config });
    };
    const store = createShopStore(undefined, createApiClient({ adapter }));

    await store.dispatch(shopApi.endpoints.getProduct.initiate({ productId: 'stud support/brief' }));

    const [read] = firstReadsOf({
      remote: 'shop',
      module: 'ProductPage',
      pageKey: 'product',
      brand: 'stud',
      params: { productId: 'stud support/brief' },
    });
    expect(seen).toHaveLength(1);
    expect(seen[0]?.method?.toUpperCase()).toBe(read?.method);
    expect(seen[0]?.url).toBe(read?.url);
    expect(JSON.parse(String(seen[0]?.data))).toEqual(read?.data);
  });
});
