// What every app gets from `@reduxjs/toolkit`: the store, slices and actions, and the names RTK
// Query's own builds import from it. A shared module is not tree-shaken (docs/adr/0009), so sharing
// the whole package sent every page its listener middleware, entity adapters, combineSlices, all
// of redux's re-exports and the development-only invariant middlewares (which only a dead
// `process.env.NODE_ENV` branch uses, but an export keeps). Every app's `@reduxjs/toolkit`
// resolves here (rtk-aliases in router-aliases.cjs), RTK Query's included, so one copy.
//
// Adding an export: add it here, build and deploy the shell first (the remotes may use the shell's
// copy). rtk-exports.test.cjs fails when an app or RTK Query imports a name that is not here.
export {
  // What the apps use.
  combineReducers,
  configureStore,
  createAction,
  createAsyncThunk,
  createDynamicMiddleware,
  createReducer,
  createSelector,
  createSlice,
  current,
  // What RTK Query (@reduxjs/toolkit/query) imports besides those.
  SHOULD_AUTOBATCH,
  createNextState,
  formatProdErrorMessage,
  isAction,
  isAllOf,
  isAnyOf,
  isAsyncThunkAction,
  isFulfilled,
  isPending,
  isPlainObject,
  isRejected,
  isRejectedWithValue,
  nanoid,
  prepareAutoBatched,
} from 'rtk-build';
