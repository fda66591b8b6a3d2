// What every app gets from `@reduxjs/toolkit/query`: what RTK Query's React build needs to make
// `createApi` (the apps import that from `@reduxjs/toolkit/query/react`), and the few names the
// apps import here. Left out, as nothing uses them: `fetchBaseQuery` (reads go through the shared
// axios client, docs/architecture.md "Sharing across remotes"), `retry`, `fakeBaseQuery` and the devtools'
// action sanitizer. Same scheme as rtk-exports.mjs (docs/adr/0012); rtk-exports.test.cjs checks it.
export {
  QueryStatus,
  buildCreateApi,
  copyWithStructuralSharing,
  coreModule,
  setupListeners,
  skipToken,
} from 'rtk-query-build';
