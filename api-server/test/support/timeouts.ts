// Each test file builds the app on a fresh database (migrations and seeds) in beforeAll; on a
// shared 2-core machine under load that takes longer than jest's 5 s default. A real hang still
// fails, after 30 s.
jest.setTimeout(30_000);
