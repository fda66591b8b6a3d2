import { bodyOf, fakeApi, routes } from 'shared-contracts/testing';
import { createShellCalls } from './shell-calls';

describe("the shell's calls", () => {
  it('reads the signed-in user', async () => {
    const me = { email: 'sam@example.com', first_name: 'Sam' };
    const api = fakeApi(routes({ 'GET /api/users/me/': { status: 200, data: me } }));
    expect(await createShellCalls(api.client).me()).toEqual(me);
  });

  it('reads the cart of a checkout by its id', async () => {
    const cart = { checkout: { id: 'c-1', quantity: 2, lines: [] } };
    const api = fakeApi(routes({ 'POST /api/ecom/cart-items/': { status: 200, data: cart } }));
    expect(await createShellCalls(api.client).cartItems('c-1')).toEqual(cart);
    expect(bodyOf(api.requests[0]!)).toEqual({ id: 'c-1' });
  });

  it('logs out with the refresh token, or with an empty body when none is stored', async () => {
    const api = fakeApi(routes({ 'POST /api/users/logout/': { status: 200, data: {} } }));
    const calls = createShellCalls(api.client);
    await calls.logout('r-1');
    await calls.logout(null);
    expect(api.requests.map(bodyOf)).toEqual([{ refresh: 'r-1' }, {}]);
  });

  it('reads the remote-load summary of a time range, in ISO form', async () => {
    const summary = { remotes: [] };
    const api = fakeApi(routes({ 'GET /api/telemetry/remote-load/summary': { status: 200, data: summary } }));
    const from = new Date('2026-01-01T00:00:00Z');
    const to = new Date('2026-01-02T00:00:00Z');
    expect(await createShellCalls(api.client).remoteLoadSummary(from, to)).toEqual(summary);
    expect(api.requests[0]!.params).toEqual({
      from: '2026-01-01T00:00:00.000Z',
      to: '2026-01-02T00:00:00.000Z',
    });
  });

  it('rejects with the HTTP status when the user is not signed in', async () => {
    const api = fakeApi(routes({ 'GET /api/users/me/': { status: 403, data: { detail: 'No.' } } }));
    await expect(createShellCalls(api.client).me()).rejects.toMatchObject({ status: 403 });
  });
});
