import {
  configureStore,
  createDynamicMiddleware,
  isAnyOf,
  type Middleware,
  type UnknownAction,
} from '@reduxjs/toolkit';
import {
  apiClient,
  createApiClient,
  eventBus,
  SERVER_READS_ACTION,
  storage,
  takeServerReads,
  type ApiClient,
  type ApiExtra,
  type RenderScope,
} from 'shared-contracts';
import { shopApi } from '../api/shop-api';
import { createCheckoutCalls } from '../api/checkout-calls';
import {
  addFailed,
  addToCartRequested,
  cartSlice,
  lineChangeEnded,
  lineQuantityChangeRequested,
  lineRemoveRequested,
  type CartDeps,
} from '../features/cart/state';

/** What the cart's sagas take: the first one loads them. */
const isCartRequest = isAnyOf(addToCartRequested, lineQuantityChangeRequested, lineRemoveRequested);

/** Said when the sagas' chunk could not be loaded (a stale or unreachable chunk): the next try loads it again. */
export const CART_FLOWS_UNAVAILABLE = 'The cart could not be reached. Please try again.';

/**
 * The shop remote's store: RTK Query reads and the cart slice. The cart's long flows are sagas
 * (ADR 0005) that load with the first cart request, not with every shop page (docs/adr/0013):
 * the requests that come before they run wait for them and are handed over in order. Reads and
 * the cart's calls go through `client` (tests pass one over a fake adapter).
 */
export function createShopStore(deps?: Partial<CartDeps>, client: ApiClient = apiClient) {
  const sagaDeps: CartDeps = {
    calls: createCheckoutCalls(client),
    storage,
    bus: eventBus,
    alert: (message) => window.alert(message),
    ...deps,
  };
  const cartFlows = createDynamicMiddleware();
  /** Requests dispatched before the sagas run; null once they do. */
  let waiting: UnknownAction[] | null = [];
  let loading: Promise<void> | null = null;

  const giveUp = (requests: UnknownAction[]) => {
    for (const request of requests) {
      if (addToCartRequested.match(request)) store.dispatch(addFailed({ message: CART_FLOWS_UNAVAILABLE }));
      else if (lineQuantityChangeRequested.match(request) || lineRemoveRequested.match(request))
        store.dispatch(lineChangeEnded({ lineId: request.payload.lineId, error: CART_FLOWS_UNAVAILABLE }));
    }
  };
  const startCartFlows = (): Promise<void> => {
    loading ??= import(/* webpackChunkName: "cart-flows" */ './cart-flows').then(
      ({ runCartFlows }) => {
        const requests = waiting ?? [];
        waiting = null;
        runCartFlows({
          addMiddleware: cartFlows.addMiddleware,
          dispatch: store.dispatch,
          deps: sagaDeps,
          waiting: requests,
        });
      },
      (error: unknown) => {
        console.error('shop: could not load the cart flows', error);
        loading = null;
        const requests = waiting ?? [];
        waiting = [];
        giveUp(requests);
      },
    );
    return loading;
  };
  const holdRequests: Middleware = () => (next) => (action) => {
    const result = next(action);
    if (waiting && isCartRequest(action)) {
      waiting.push(action);
      void startCartFlows();
    }
    return result;
  };

  const store = configureStore({
    reducer: { [shopApi.reducerPath]: shopApi.reducer, [cartSlice.name]: cartSlice.reducer },
    middleware: (getDefault) =>
      getDefault({ thunk: { extraArgument: { client } satisfies ApiExtra } }).concat(
        shopApi.middleware,
        holdRequests,
        cartFlows.middleware,
      ),
  });
  return Object.assign(store, { startCartFlows });
}

export type ShopStore = ReturnType<typeof createShopStore>;
export type RootState = ReturnType<ShopStore['getState']>;
export type AppDispatch = ShopStore['dispatch'];

let pageStore: ShopStore | null = null;

/**
 * The one store of the shop pages in this browser tab, made on first use; it starts with the
 * reads the shell's server rendered the page with, so the first render asks for nothing again.
 */
export function getShopStore(): ShopStore {
  if (pageStore) return pageStore;
  pageStore = createShopStore();
  const reads = takeServerReads(shopApi.reducerPath);
  if (reads) pageStore.dispatch({ type: SERVER_READS_ACTION, payload: { [shopApi.reducerPath]: reads } });
  return pageStore;
}

/**
 * The store of one server render (docs/adr/0140): its own, never the tab's. Its calls about a
 * checkout carry the secret of the guest cart the request's cookie names (docs/adr/0189).
 */
export function renderStore(scope: RenderScope): ShopStore {
  return scope.scoped('shop', () => {
    const { guestCart } = scope;
    return createShopStore(
      undefined,
      guestCart ? createApiClient({ checkoutSecret: () => guestCart.secret }) : apiClient,
    );
  });
}
