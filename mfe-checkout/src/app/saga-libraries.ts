// What this remote's sagas run from the start, exposed as 'SagaLibraries': redux-saga and the HTTP
// client its API module brings (docs/adr/0018). The shell runs them in a task of their own after
// the store's libraries and before the store module (shared-contracts START_STEPS, docs/adr/0194):
// with the store's libraries they were one task of 20-40 ms on this machine.
export * as saga from 'redux-saga';
export * as typedSaga from 'typed-redux-saga';
export * as httpClient from 'shared-contracts/axios-client';
