// Test helpers every remote shares: 'remote-kit/testing', never imported by application code.
export { describeExposes } from './describe-exposes';
// The fake API at the HTTP edge lives beside the API client it fakes (shared-contracts' own tests
// use it too, and shared-contracts cannot import remote-kit); remotes take it from here.
export {
  FAKE_API_ORIGIN,
  bodyOf,
  fakeApi,
  pathOf,
  routes,
  type FakeAnswer,
  type FakeHandler,
} from 'shared-contracts/testing';
