import { bodyOf, fakeApi } from 'remote-kit/testing';
import { defaultRuntimeConfig, firstReadsOf, setRuntimeConfig } from 'shared-contracts';
import { createShopStore } from '../app/store';
import { shopApi } from './shop-api';

describe('shopApi', () => {
  it("asks for a product as the shell's route preloader does (shared-contracts firstReadsOf)", async () => {
    setRuntimeConfig(defaultRuntimeConfig());
    const api = fakeApi(() => ({ status: 200, data: {} }));
    const store = createShopStore(undefined, api.client);

    await store.dispatch(shopApi.endpoints.getProduct.initiate({ productId: 'stud support/brief' }));

    const [read] = firstReadsOf({
      remote: 'shop',
      module: 'ProductPage',
      pageKey: 'product',
      brand: 'stud',
      params: { productId: 'stud support/brief' },
    });
    expect(api.sent()).toEqual([`${read?.method} ${read?.url}`]);
    expect(bodyOf(api.requests[0]!)).toEqual(read?.data);
  });
});
