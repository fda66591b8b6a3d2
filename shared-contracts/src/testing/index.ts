// 'shared-contracts/testing': test doubles at the edges shared-contracts owns (the HTTP API, the
// browser's storage), never imported by application code. Apps take them from `remote-kit/testing`.
export {
  FAKE_API_ORIGIN,
  authorizationOf,
  bodyOf,
  fakeApi,
  fakeServer,
  pathOf,
  routes,
  sentRequestOf,
  type FakeAnswer,
  type FakeHandler,
  type RouteTable,
  type SentRequest,
} from '../api/testing/fake-api-server';
export { memoryStorage } from './memory-storage';
