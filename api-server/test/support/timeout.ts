// Building an app on a fresh database takes a few seconds on a busy machine; 30 s per test and hook.
jest.setTimeout(30_000);
