import { combineReducers, configureStore, createDynamicMiddleware } from '@reduxjs/toolkit';
import {
  apiClient,
  SERVER_READS_ACTION,
  takeServerReads,
  type ApiClient,
  type RenderScope,
} from 'shared-contracts';
import { abOverlaySlice } from '../features/ab-content/state';
import { contentApi } from '../api/content-api';

const rootReducer = combineReducers({
  [contentApi.reducerPath]: contentApi.reducer,
  [abOverlaySlice.name]: abOverlaySlice.reducer,
});

export type RootState = ReturnType<typeof rootReducer>;

/**
 * The content remote's store; tests pass a client whose adapter stands in for the network.
 * Its one long flow, the editor's A/B movement, is a saga (ADR 0005) that only editors on /ab_test
 * run: redux-saga and the saga load with the first editor overlay, through `startEditorFlows`,
 * not with every content page (docs/adr/0010-content-pages-without-sagas.md).
 */
export function createContentStore(client: ApiClient = apiClient, visitorId?: string) {
  const editorFlows = createDynamicMiddleware();
  const store = configureStore({
    reducer: rootReducer,
    middleware: (getDefault) =>
      getDefault({ thunk: { extraArgument: { client, ...(visitorId ? { visitorId } : {}) } } }).concat(
        contentApi.middleware,
        editorFlows.middleware,
      ),
  });
  let started: Promise<void> | null = null;
  /** Loads and starts the editor's sagas once; a failed load (a stale chunk) may be tried again. */
  const startEditorFlows = (): Promise<void> => {
    started ??= import(/* webpackChunkName: "editor-flows" */ './editor-flows').then(
      ({ runEditorFlows }) => runEditorFlows(editorFlows.addMiddleware, store.dispatch, client),
      (error: unknown) => {
        started = null;
        throw error;
      },
    );
    return started;
  };
  return Object.assign(store, { startEditorFlows });
}

export type ContentStore = ReturnType<typeof createContentStore>;
export type AppDispatch = ContentStore['dispatch'];

let pageStore: ContentStore | null = null;

/**
 * The one store of this remote's pages in this browser tab, made on first use; it starts with the
 * reads the shell's server rendered the page with, so the first render asks for nothing again.
 */
export function getContentStore(): ContentStore {
  if (pageStore) return pageStore;
  pageStore = createContentStore();
  const reads = takeServerReads(contentApi.reducerPath);
  if (reads) pageStore.dispatch({ type: SERVER_READS_ACTION, payload: { [contentApi.reducerPath]: reads } });
  return pageStore;
}

/** The store of one server render (docs/adr/0140): its own, asking the API as the request's visitor. */
export function renderStore(scope: RenderScope): ContentStore {
  return scope.scoped('content', () => createContentStore(apiClient, scope.visitorId));
}
