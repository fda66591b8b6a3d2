// The browser's parts the storage's tests stand in for: a cookie jar and a Web Storage backend.
import type { CookieJar } from '../cart-cookie';
import type { StorageBackend } from '../storage';

/** A cookie jar as a browser keeps one: each write sets or (Max-Age=0) deletes one cookie; reads are counted. */
export function fakeJar(protocol = 'http:') {
  const values = new Map<string, string>();
  const writes: string[] = [];
  const reads = { count: 0 };
  const jar: CookieJar = {
    location: { protocol },
    get cookie() {
      reads.count += 1;
      return [...values].map(([name, value]) => `${name}=${value}`).join('; ');
    },
    set cookie(text: string) {
      writes.push(text);
      const [pair = ''] = text.split(';');
      const [name = '', ...value] = pair.split('=');
      if (/;\s*Max-Age=0\b/.test(text)) values.delete(name);
      else values.set(name, value.join('='));
    },
  };
  return { jar, writes, reads };
}

/** A Web Storage backend on a Map, starting with `initial`. */
export function memoryBackend(initial: Record<string, string> = {}): StorageBackend {
  const values = new Map(Object.entries(initial));
  return {
    getItem: (key) => values.get(key) ?? null,
    setItem: (key, value) => void values.set(key, value),
    removeItem: (key) => void values.delete(key),
  };
}
