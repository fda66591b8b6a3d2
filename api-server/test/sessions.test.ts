import type { LoginResponse } from '../src/contracts';
import { SPEC_PATHS } from './support/spec';
import {
  answerOf,
  bearer,
  claimsOf,
  countRows,
  CUSTOMER,
  describeOnEachDatabase,
  login,
} from './support/test-app';

const DAY = 24 * 60 * 60 * 1000;
const LOGGED_OUT = { status: 200, body: { detail: 'Logged out.' } };

describeOnEachDatabase('sessions: logout, revocation, absolute lifetime, purge', (server) => {
  const me = (access: string) => server.get(SPEC_PATHS.me, bearer(access));
  const refresh = (token: string) => server.post(SPEC_PATHS.refreshToken, { refresh: token });
  const logout = (body: object, headers?: Record<string, string>) =>
    server.post(SPEC_PATHS.logout, body, headers);

  it('puts the session id in the access token', async () => {
    const { access, refresh: refreshToken } = await login(server.app);
    expect(claimsOf(access).sid).toMatch(/^[0-9a-f-]{36}$/);
    expect(claimsOf(refreshToken).sid).toBe(claimsOf(access).sid);
  });

  it('logout revokes the refresh token family and the access token stops working at once', async () => {
    const first = await login(server.app);
    const rotated = (await refresh(first.refresh)).json<{ access: string; refresh: string }>();
    const other = await login(server.app);
    expect(answerOf(await logout({ refresh: rotated.refresh }))).toEqual(LOGGED_OUT);
    expect((await me(first.access)).statusCode).toBe(401);
    expect((await me(rotated.access)).statusCode).toBe(401);
    expect((await refresh(rotated.refresh)).statusCode).toBe(401);
    // Another login of the same user goes on.
    expect((await me(other.access)).statusCode).toBe(200);
  });

  it('logs out with the access token alone, and answers the same for a token already logged out', async () => {
    const session = await login(server.app);
    expect(answerOf(await logout({}, bearer(session.access)))).toEqual(LOGGED_OUT);
    expect((await refresh(session.refresh)).statusCode).toBe(401);
    expect(answerOf(await logout({ refresh: session.refresh }))).toEqual(LOGGED_OUT);
    expect(answerOf(await logout({ refresh: 'garbage' }))).toEqual(LOGGED_OUT);
  });

  it('refuses a logout body with unknown fields with 400', async () => {
    expect((await logout({ token: 'x' })).statusCode).toBe(400);
  });

  it('ends a session 30 days after login however often it refreshed', async () => {
    let pair = await login(server.app);
    for (let refreshes = 0; refreshes < 4; refreshes += 1) {
      server.clock.advance(6 * DAY);
      const response = await refresh(pair.refresh);
      expect(response.statusCode).toBe(200);
      pair = response.json();
    }
    // Day 24 now; the last refresh token would live to day 31, but the session ends on day 30.
    server.clock.advance(6 * DAY);
    expect((await refresh(pair.refresh)).statusCode).toBe(401);
    expect((await me(pair.access)).statusCode).toBe(401);
  });

  it('purges expired refresh tokens at the next login', async () => {
    await login(server.app);
    const before = await countRows(server.app, 'refresh_tokens');
    expect(before).toBeGreaterThan(0);
    server.clock.advance(31 * DAY);
    const fresh = await server.post(SPEC_PATHS.login, CUSTOMER);
    expect(fresh.statusCode).toBe(200);
    // Only the token of the new login is left.
    expect(await countRows(server.app, 'refresh_tokens')).toBe(1);
    expect((await me(fresh.json<LoginResponse>().data.access)).statusCode).toBe(200);
  });
});
