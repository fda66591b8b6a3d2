// The shared libraries this remote's store module runs, exposed as 'StoreLibraries': the shell runs
// them a task before the store module, and that a task before the page (docs/adr/0193). Exported
// whole so nothing is left out as unused; the pages import them as before. This store's sagas run
// from the start and its API module brings the HTTP client with it (docs/adr/0018).
export * as toolkit from '@reduxjs/toolkit';
export * as query from '@reduxjs/toolkit/query/react';
export * as saga from 'redux-saga';
export * as typedSaga from 'typed-redux-saga';
export * as httpClient from 'shared-contracts/axios-client';
