// Most API tests open a fresh database and run every migration: seconds when the 2-core machine is
// busy, so jest's 5 s default fails them at random. This is a ceiling against hangs, not a speed
// check (speed goals live in `pnpm bench`).
jest.setTimeout(30_000);
