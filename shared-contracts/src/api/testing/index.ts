// 'shared-contracts/testing': test helpers at the API's edge, never imported by application code.
export {
  FAKE_API_ORIGIN,
  authorizationOf,
  bodyOf,
  fakeApi,
  fakeServer,
  pathOf,
  routes,
  type FakeAnswer,
  type FakeHandler,
} from './fake-api-server';
