import * as jose from 'jose';
import { createTokenService, signJwt, verifyJwt, type TokenClaims } from './tokens';

// jose's signature check counted, to see which verifications compute one.
jest.mock('jose', () => {
  const actual: typeof jose = jest.requireActual('jose');
  return { ...actual, compactVerify: jest.fn(actual.compactVerify) };
});
const signatureChecks = jest.mocked(jose.compactVerify);

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
const settings = { secret: SECRET, accessTtlSeconds: 900, refreshTtlSeconds: 604_800 };

const encoded = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

describe('HS256 tokens', () => {
  it('verifies what it signed, until the expiry second', async () => {
    const token = await signJwt(claims, SECRET);
    await expect(verifyJwt(token, SECRET, 'access', NOW)).resolves.toEqual(claims);
    await expect(verifyJwt(token, SECRET, 'access', NOW + 899)).resolves.toEqual(claims);
    await expect(verifyJwt(token, SECRET, 'access', NOW + 900)).resolves.toBeNull();
    await expect(verifyJwt(token, SECRET, 'access', NOW + 900, { ignoreExpiry: true })).resolves.toEqual(
      claims,
    );
  });

  it('writes a standard JWT header and the claims as given', async () => {
    const [header = '', payload = ''] = (await signJwt(claims, SECRET)).split('.');
    expect(JSON.parse(Buffer.from(header, 'base64url').toString())).toEqual({ alg: 'HS256', typ: 'JWT' });
    expect(JSON.parse(Buffer.from(payload, 'base64url').toString())).toEqual(claims);
  });

  it('refuses a token of the other type', async () => {
    await expect(verifyJwt(await signJwt(claims, SECRET), SECRET, 'refresh', NOW)).resolves.toBeNull();
  });

  it('refuses another secret, a changed payload, another algorithm and garbage', async () => {
    const token = await signJwt(claims, SECRET);
    await expect(verifyJwt(token, `${SECRET}x`, 'access', NOW)).resolves.toBeNull();
    const [header, , signature] = token.split('.');
    const changed = encoded({ ...claims, role: 'editor' });
    await expect(verifyJwt(`${header}.${changed}.${signature}`, SECRET, 'access', NOW)).resolves.toBeNull();
    // Unsigned (`alg: none`) and HS512 under the same secret: only HS256 is accepted.
    const none = `${encoded({ alg: 'none', typ: 'JWT' })}.${encoded(claims)}.`;
    await expect(verifyJwt(none, SECRET, 'access', NOW)).resolves.toBeNull();
    const hs512 = await new jose.SignJWT({ ...claims })
      .setProtectedHeader({ alg: 'HS512' })
      .sign(new TextEncoder().encode(SECRET));
    await expect(verifyJwt(hs512, SECRET, 'access', NOW)).resolves.toBeNull();
    for (const garbage of ['a.b', '', 'a.b.c', '...'])
      await expect(verifyJwt(garbage, SECRET, 'access', NOW)).resolves.toBeNull();
  });

  it('refuses a validly signed payload that lacks claims', async () => {
    const { role: _role, ...withoutRole } = claims;
    const token = await signJwt(withoutRole as TokenClaims, SECRET);
    await expect(verifyJwt(token, SECRET, 'access', NOW)).resolves.toBeNull();
  });

  it('issues access and refresh tokens with their own lifetimes and unique ids', async () => {
    const service = createTokenService(settings, () => NOW * 1000);
    const user = { id: 'user-1', role: 'editor' as const };
    const access = await service.issue('access', user, 'session-1');
    const refresh = await service.issue('refresh', user, 'session-1');
    expect(access.claims).toMatchObject({
      sub: 'user-1',
      role: 'editor',
      typ: 'access',
      sid: 'session-1',
      exp: NOW + 900,
    });
    expect(refresh.claims).toMatchObject({ typ: 'refresh', exp: NOW + 604_800 });
    expect(access.claims.jti).not.toBe(refresh.claims.jti);
    await expect(service.verify(access.token, 'access')).resolves.toEqual(access.claims);
    await expect(service.verify(refresh.token, 'access')).resolves.toBeNull();
  });

  it('checks a token’s signature once, and its type and expiry on every call', async () => {
    let clock = NOW;
    const service = createTokenService(settings, () => clock * 1000);
    const access = await service.issue('access', { id: 'user-1', role: 'customer' }, 'session-1');
    signatureChecks.mockClear();
    await expect(service.verify(access.token, 'access')).resolves.toEqual(access.claims);
    await expect(service.verify(access.token, 'access')).resolves.toEqual(access.claims);
    expect(signatureChecks).toHaveBeenCalledTimes(1);
    // Kept, yet still not a refresh token, and no longer valid once expired.
    await expect(service.verify(access.token, 'refresh')).resolves.toBeNull();
    clock = NOW + 900;
    await expect(service.verify(access.token, 'access')).resolves.toBeNull();
    await expect(service.verify(access.token, 'access', { ignoreExpiry: true })).resolves.toEqual(
      access.claims,
    );
    expect(signatureChecks).toHaveBeenCalledTimes(1);
  });

  it('keeps no token that failed: another secret’s or a changed one is refused every time', async () => {
    const service = createTokenService(settings, () => NOW * 1000);
    const foreign = await signJwt(claims, `${SECRET}x`);
    signatureChecks.mockClear();
    await expect(service.verify(foreign, 'access')).resolves.toBeNull();
    await expect(service.verify(foreign, 'access')).resolves.toBeNull();
    expect(signatureChecks).toHaveBeenCalledTimes(2);
    const { token } = await service.issue('access', { id: 'user-1', role: 'customer' }, 's');
    const [header, , signature] = token.split('.');
    const forged = `${header}.${encoded({ ...claims, role: 'admin' })}.${signature}`;
    await expect(service.verify(forged, 'access')).resolves.toBeNull();
  });

  it('never lets a token outlive its session', async () => {
    const service = createTokenService(settings, () => NOW * 1000);
    const refresh = await service.issue('refresh', { id: 'user-1', role: 'customer' }, 's', NOW + 60);
    expect(refresh.claims.exp).toBe(NOW + 60);
  });
});
