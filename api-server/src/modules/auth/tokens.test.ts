import type * as Crypto from 'node:crypto';
import { createHmac } from 'node:crypto';
import { createTokenService, signJwt, verifyJwt, type TokenClaims } from './tokens';

// The HMAC counted, to see which verifications compute a signature.
jest.mock('node:crypto', () => {
  const actual: typeof Crypto = jest.requireActual('node:crypto');
  return { ...actual, createHmac: jest.fn(actual.createHmac) };
});
const hmac = jest.mocked(createHmac);

const SECRET = 'unit-secret-unit-secret-unit-secret-0001';
const NOW = 1_800_000_000;
const claims: TokenClaims = {
  sub: 'user-1',
  typ: 'access',
  role: 'customer',
  jti: 'j-1',
  sid: 'session-1',
  iat: NOW,
  exp: NOW + 900,
};

describe('HS256 tokens', () => {
  it('verifies what it signed, until the expiry second', () => {
    const token = signJwt(claims, SECRET);
    expect(verifyJwt(token, SECRET, 'access', NOW)).toEqual(claims);
    expect(verifyJwt(token, SECRET, 'access', NOW + 899)).toEqual(claims);
    expect(verifyJwt(token, SECRET, 'access', NOW + 900)).toBeNull();
  });

  it('writes a standard JWT header', () => {
    const [header = ''] = signJwt(claims, SECRET).split('.');
    expect(JSON.parse(Buffer.from(header, 'base64url').toString())).toEqual({ alg: 'HS256', typ: 'JWT' });
  });

  it('refuses a token of the other type', () => {
    expect(verifyJwt(signJwt(claims, SECRET), SECRET, 'refresh', NOW)).toBeNull();
  });

  it('refuses another secret, a changed payload and garbage', () => {
    const token = signJwt(claims, SECRET);
    expect(verifyJwt(token, `${SECRET}x`, 'access', NOW)).toBeNull();
    const [header, , signature] = token.split('.');
    const changed = Buffer.from(JSON.stringify({ ...claims, role: 'editor' })).toString('base64url');
    expect(verifyJwt(`${header}.${changed}.${signature}`, SECRET, 'access', NOW)).toBeNull();
    expect(verifyJwt('a.b', SECRET, 'access', NOW)).toBeNull();
    expect(verifyJwt('', SECRET, 'access', NOW)).toBeNull();
  });

  it('refuses a validly signed payload that lacks claims', () => {
    const { role: _role, ...withoutRole } = claims;
    expect(verifyJwt(signJwt(withoutRole as TokenClaims, SECRET), SECRET, 'access', NOW)).toBeNull();
  });

  it('issues access and refresh tokens with their own lifetimes and unique ids', () => {
    const service = createTokenService(
      { secret: SECRET, accessTtlSeconds: 900, refreshTtlSeconds: 604_800 },
      () => NOW * 1000,
    );
    const user = { id: 'user-1', role: 'editor' as const };
    const access = service.issue('access', user, 'session-1');
    const refresh = service.issue('refresh', user, 'session-1');
    expect(access.claims).toMatchObject({
      sub: 'user-1',
      role: 'editor',
      typ: 'access',
      sid: 'session-1',
      exp: NOW + 900,
    });
    expect(refresh.claims).toMatchObject({ typ: 'refresh', exp: NOW + 604_800 });
    expect(access.claims.jti).not.toBe(refresh.claims.jti);
    expect(service.verify(access.token, 'access')).toEqual(access.claims);
    expect(service.verify(refresh.token, 'access')).toBeNull();
  });

  it('checks a token’s signature once, and its type and expiry on every call', () => {
    let clock = NOW;
    const service = createTokenService(
      { secret: SECRET, accessTtlSeconds: 900, refreshTtlSeconds: 604_800 },
      () => clock * 1000,
    );
    const access = service.issue('access', { id: 'user-1', role: 'customer' }, 'session-1');
    hmac.mockClear();
    expect(service.verify(access.token, 'access')).toEqual(access.claims);
    expect(service.verify(access.token, 'access')).toEqual(access.claims);
    expect(hmac).toHaveBeenCalledTimes(1);
    // Kept, yet still not a refresh token, and no longer valid once expired.
    expect(service.verify(access.token, 'refresh')).toBeNull();
    clock = NOW + 900;
    expect(service.verify(access.token, 'access')).toBeNull();
    expect(service.verify(access.token, 'access', { ignoreExpiry: true })).toEqual(access.claims);
    expect(hmac).toHaveBeenCalledTimes(1);
  });

  it('keeps no token that failed: another secret’s or a changed one is refused every time', () => {
    const service = createTokenService(
      { secret: SECRET, accessTtlSeconds: 900, refreshTtlSeconds: 604_800 },
      () => NOW * 1000,
    );
    const foreign = signJwt(claims, `${SECRET}x`);
    expect(service.verify(foreign, 'access')).toBeNull();
    expect(service.verify(foreign, 'access')).toBeNull();
    const [header, , signature] = service
      .issue('access', { id: 'user-1', role: 'customer' }, 's')
      .token.split('.');
    const forged = `${header}.${Buffer.from(JSON.stringify({ ...claims, role: 'admin' })).toString('base64url')}.${signature}`;
    expect(service.verify(forged, 'access')).toBeNull();
  });

  it('never lets a token outlive its session', () => {
    const service = createTokenService(
      { secret: SECRET, accessTtlSeconds: 900, refreshTtlSeconds: 604_800 },
      () => NOW * 1000,
    );
    const refresh = service.issue('refresh', { id: 'user-1', role: 'customer' }, 's', NOW + 60);
    expect(refresh.claims.exp).toBe(NOW + 60);
  });
});
