import { createEventBus } from '../events/event-bus';
import { hasSessionCookie, mirrorSessionCookie, SESSION_COOKIE } from './session-cookie';
import { createStorage } from './storage';
import { fakeJar, memoryBackend } from './testing/fake-browser';

describe('the session cookie (docs/adr/0192)', () => {
  it('is read from a Cookie header among others, only with its one value', () => {
    expect(hasSessionCookie(`vid=abc12345; ${SESSION_COOKIE}=1; cart=x`)).toBe(true);
    expect(hasSessionCookie(`${SESSION_COOKIE}=1`)).toBe(true);
    expect(hasSessionCookie(`${SESSION_COOKIE}=0`)).toBe(false);
    expect(hasSessionCookie(`${SESSION_COOKIE}=eyJhbGciOi`)).toBe(false);
    expect(hasSessionCookie(`not_${SESSION_COOKIE}=1`)).toBe(false);
    expect(hasSessionCookie('')).toBe(false);
    expect(hasSessionCookie(undefined)).toBe(false);
  });

  it('is written once while a token is stored, Secure on https, and removed with the token', () => {
    const { jar, writes } = fakeJar('https:');
    const stored: Record<string, string> = { access: 'a-token' };
    const read = (key: string) => stored[key] ?? null;
    mirrorSessionCookie(read, jar);
    mirrorSessionCookie(read, jar);
    expect(writes).toEqual([`${SESSION_COOKIE}=1; Path=/; Max-Age=31536000; SameSite=Lax; Secure`]);
    delete stored.access;
    mirrorSessionCookie(read, jar);
    mirrorSessionCookie(read, jar);
    expect(writes).toEqual([
      `${SESSION_COOKIE}=1; Path=/; Max-Age=31536000; SameSite=Lax; Secure`,
      `${SESSION_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax; Secure`,
    ]);
    expect(jar.cookie).toBe('');
  });

  it('carries nothing of the token', () => {
    const { jar } = fakeJar();
    mirrorSessionCookie(() => 'header.payload.signature', jar);
    expect(jar.cookie).toBe(`${SESSION_COOKIE}=1`);
  });

  it('follows the typed storage: sign-in, token refresh, sign-out', () => {
    const { jar, writes } = fakeJar();
    const storage = createStorage({
      backend: memoryBackend(),
      bus: createEventBus(),
      target: null,
      cookies: jar,
    });
    expect(hasSessionCookie(jar.cookie)).toBe(false);
    storage.set('access', 'a-token');
    expect(hasSessionCookie(jar.cookie)).toBe(true);
    storage.set('access', 'a-refreshed-token');
    expect(writes).toHaveLength(1);
    storage.remove('access');
    expect(jar.cookie).toBe('');
  });

  it('is brought in line when the page starts: a session stored before, or a cookie left behind', () => {
    const before = fakeJar();
    const bus = createEventBus();
    createStorage({ backend: memoryBackend({ access: 'a-token' }), bus, target: null, cookies: before.jar });
    expect(hasSessionCookie(before.jar.cookie)).toBe(true);

    const left = fakeJar();
    left.jar.cookie = `${SESSION_COOKIE}=1; Path=/`;
    createStorage({ backend: memoryBackend(), bus, target: null, cookies: left.jar });
    expect(left.jar.cookie).toBe('');

    const odd = fakeJar();
    odd.jar.cookie = `${SESSION_COOKIE}=yes; Path=/`;
    createStorage({ backend: memoryBackend(), bus, target: null, cookies: odd.jar });
    expect(odd.jar.cookie).toBe('');
  });
});
