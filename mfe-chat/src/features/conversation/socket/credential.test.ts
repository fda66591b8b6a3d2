import { checkSocketCredential, isTokenExpired, socketCredential } from './credential';

const jwt = (payload: object) => `h.${btoa(JSON.stringify(payload)).replace(/=+$/, '')}.s`;

describe('the chat credential checks (docs/product.md §5)', () => {
  it('says "No access token found" when no access token is stored', () => {
    expect(checkSocketCredential(socketCredential(null))).toEqual({
      ok: false,
      message: 'No access token found',
    });
    expect(checkSocketCredential(socketCredential(''))).toEqual({
      ok: false,
      message: 'No access token found',
    });
  });

  it('says "Invalid access token format" when the credential is not the word Bearer followed by a value', () => {
    for (const credential of ['Token abc', 'Bearer', 'Bearer ', 'bearer abc', 'Bearer a b', 'abc']) {
      expect(checkSocketCredential(credential)).toEqual({
        ok: false,
        message: 'Invalid access token format',
      });
    }
    expect(checkSocketCredential(socketCredential('  '))).toEqual({
      ok: false,
      message: 'Invalid access token format',
    });
  });

  it('gives the value after Bearer as the token to connect with', () => {
    expect(checkSocketCredential(socketCredential('a.b.c'))).toEqual({ ok: true, token: 'a.b.c' });
  });
});

describe('isTokenExpired', () => {
  const now = Date.UTC(2026, 10, 22, 12, 0, 0);

  it('calls a JWT whose exp has passed (or passes within the leeway) expired', () => {
    expect(isTokenExpired(jwt({ exp: now / 1000 - 60 }), now)).toBe(true);
    expect(isTokenExpired(jwt({ exp: now / 1000 + 2 }), now)).toBe(true);
    expect(isTokenExpired(jwt({ exp: now / 1000 + 600 }), now)).toBe(false);
  });

  it('leaves tokens it cannot read to the server', () => {
    expect(isTokenExpired('opaque-token', now)).toBe(false);
    expect(isTokenExpired('h.!!!.s', now)).toBe(false);
    expect(isTokenExpired(jwt({ sub: 1 }), now)).toBe(false);
  });
});
