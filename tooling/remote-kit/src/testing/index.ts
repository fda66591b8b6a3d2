// Test helpers every remote shares: 'remote-kit/testing', never imported by application code.
export { describeExposes } from './describe-exposes';
export { fakePageApi, type FakePageApi, type PageAnswer } from './fake-page-api';
export { hydrateInRemote, type HydrateInRemoteOptions } from './hydrate-in-remote';
export { renderInRemote, type RenderInRemoteOptions } from './render-in-remote';
// The fake API at the HTTP edge and the in-memory storage live beside the client and storage they
// stand in for (shared-contracts' own tests use them too, and shared-contracts cannot import
// remote-kit); remotes take them from here, with the rest of their test kit.
export {
  FAKE_API_ORIGIN,
  bodyOf,
  fakeApi,
  memoryStorage,
  pathOf,
  routes,
  sentRequestOf,
  type FakeAnswer,
  type FakeHandler,
  type RouteTable,
  type SentRequest,
} from 'shared-contracts/testing';
