import { SPEC_PATHS } from './support/spec';
import { answerOf, bearer, describeOnEachDatabase, login } from './support/test-app';

// The README's logout: `{ refresh }`, or just the Bearer token. A client with only its access
// token sends no body at all, with or without a JSON content type; both end the session.
describeOnEachDatabase('logout with only the Bearer token', (server) => {
  const LOGGED_OUT = { status: 200, body: { detail: 'Logged out.' } };

  it.each([
    ['no body and no content type', {}],
    ['no body under a JSON content type', { 'content-type': 'application/json' }],
  ])('answers 200 to %s and ends the session', async (_case, headers) => {
    const session = await login(server.app);
    const response = await server.app.inject({
      method: 'POST',
      url: SPEC_PATHS.logout,
      headers: { ...bearer(session.access), ...headers },
    });
    expect(answerOf(response)).toEqual(LOGGED_OUT);
    expect((await server.get(SPEC_PATHS.me, bearer(session.access))).statusCode).toBe(401);
  });
});
