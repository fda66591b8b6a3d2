import { combineReducers, configureStore } from '@reduxjs/toolkit';
import type { AxiosInstance } from 'axios';
import createSagaMiddleware from 'redux-saga';
import { apiClient } from 'shared-contracts';
import { abMovementSaga } from '../features/ab-content/ab-movement.saga';
import { abOverlaySlice } from '../features/ab-content/ab-overlay.slice';
import { contentApi } from '../features/ab-content/api/content-api';

const rootReducer = combineReducers({
  [contentApi.reducerPath]: contentApi.reducer,
  [abOverlaySlice.name]: abOverlaySlice.reducer,
});

export type RootState = ReturnType<typeof rootReducer>;

/** The content remote's store; tests pass a client whose adapter stands in for the network. */
export function createContentStore(client: AxiosInstance = apiClient) {
  const sagas = createSagaMiddleware();
  const store = configureStore({
    reducer: rootReducer,
    middleware: (getDefault) =>
      getDefault({ thunk: { extraArgument: { client } } }).concat(contentApi.middleware, sagas),
  });
  sagas.run(abMovementSaga, client);
  return store;
}

export type ContentStore = ReturnType<typeof createContentStore>;
export type AppDispatch = ContentStore['dispatch'];
