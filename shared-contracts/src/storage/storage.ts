import { eventBus as defaultBus, type EventBus } from '../events/event-bus';
import { mirrorCartCookie, type CookieJar, type ReadStored } from './cart-cookie';
import { mirrorSessionCookie } from './session-cookie';
import { RAW_STRING_KEYS, STORAGE_KEYS, type StorageKey, type StorageValues } from './storage-keys';

/** Typed local storage. */
export interface TypedStorage {
  /** The stored value, or null when none (or when stored JSON does not parse). */
  get<K extends StorageKey>(key: K): StorageValues[K] | null;
  /** Stores a value; emits the key's event when the stored value changes. */
  set<K extends StorageKey>(key: K, value: StorageValues[K]): void;
  /** Removes a value; emits the key's event (with null) when something was stored. */
  remove(key: StorageKey): void;
}

/** The part of the Web Storage API this module uses. */
export type StorageBackend = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** Options of {@link createStorage}. */
export interface StorageOptions {
  /** Default: `window.localStorage`, or an in-memory store when it is missing or throws. */
  backend?: StorageBackend;
  /** Bus to emit on (default: the page's `eventBus`). */
  bus?: EventBus;
  /** Window whose `storage` events (changes from other tabs) are turned into bus events; null for none. */
  target?: Pick<Window, 'addEventListener'> | null;
  /**
   * Where the cookies that mirror the storage are kept (the guest cart's, cart-cookie.ts, and the
   * session's, session-cookie.ts; default: `document`); null for none.
   */
  cookies?: CookieJar | null;
}

/**
 * The jar for one pass of the mirrors: `cookie` is read from the browser once and again only after
 * a write. Each read of `document.cookie` asks the browser's cookie store across processes (1-2 ms
 * for the first here), and the mirrors read it twice each as the shell starts.
 */
function readOnce(jar: CookieJar): CookieJar {
  let header: string | null = null;
  return {
    get cookie() {
      header ??= jar.cookie;
      return header;
    },
    set cookie(value: string) {
      jar.cookie = value;
      header = null;
    },
    ...(jar.location ? { location: jar.location } : {}),
  };
}

/** A cookie that follows stored keys, for the shell's server: the keys it is made of, and its writer. */
interface CookieMirror {
  keys: readonly StorageKey[];
  mirror: (read: ReadStored, jar: CookieJar) => void;
}

const COOKIE_MIRRORS: readonly CookieMirror[] = [
  // The cart, and the session that makes it not a guest's.
  { keys: ['access', 'checkoutId', 'checkoutSecret'], mirror: mirrorCartCookie },
  { keys: ['access'], mirror: mirrorSessionCookie },
];

function memoryBackend(): StorageBackend {
  const values = new Map<string, string>();
  return {
    getItem: (key) => values.get(key) ?? null,
    setItem: (key, value) => void values.set(key, String(value)),
    removeItem: (key) => void values.delete(key),
  };
}

/** localStorage when it works (it throws in some private modes and sandboxed frames), else memory. */
function defaultBackend(): StorageBackend {
  try {
    const candidate = globalThis.localStorage;
    const probe = '__shared-contracts-probe__';
    candidate.setItem(probe, probe);
    candidate.removeItem(probe);
    return candidate;
  } catch {
    return memoryBackend();
  }
}

function decode<K extends StorageKey>(key: K, raw: string | null): StorageValues[K] | null {
  if (raw === null) return null;
  if (RAW_STRING_KEYS.includes(key)) return raw as StorageValues[K];
  try {
    return JSON.parse(raw) as StorageValues[K];
  } catch {
    return null;
  }
}

function encode<K extends StorageKey>(key: K, value: StorageValues[K]): string {
  return typeof value === 'string' && RAW_STRING_KEYS.includes(key) ? value : JSON.stringify(value);
}

/** Emits the bus event that belongs to a key (refresh and subscribed have none). */
function emitFor(bus: EventBus, key: StorageKey, raw: string | null): void {
  // Local only: other tabs learn about the change from the browser's own `storage` event.
  const local = { crossTab: false };
  if (key === 'access') bus.emit('session/changed', { access: decode('access', raw) }, local);
  if (key === 'user') bus.emit('user/changed', { user: decode('user', raw) }, local);
  if (key === 'checkoutId') bus.emit('checkout/idChanged', { checkoutId: decode('checkoutId', raw) }, local);
}

/** Creates a typed storage. Pages use the shared {@link storage}; tests create their own. */
export function createStorage(options: StorageOptions = {}): TypedStorage {
  const backend = options.backend ?? defaultBackend();
  const bus = options.bus ?? defaultBus;
  const target =
    options.target === undefined ? (typeof window === 'undefined' ? null : window) : options.target;

  const cookies =
    options.cookies === undefined ? (typeof document === 'undefined' ? null : document) : options.cookies;

  const read = (key: StorageKey): string | null => {
    try {
      return backend.getItem(key);
    } catch {
      return null;
    }
  };
  const mirrorCookies = (key?: StorageKey) => {
    if (!cookies) return;
    const jar = readOnce(cookies);
    for (const { keys, mirror } of COOKIE_MIRRORS) if (!key || keys.includes(key)) mirror(read, jar);
  };
  // What was stored before a cookie existed, or a cookie left by a cart or session since forgotten.
  mirrorCookies();

  target?.addEventListener('storage', (event: StorageEvent) => {
    if (event.storageArea && event.storageArea !== backend) return; // sessionStorage, or another store
    if (event.key === null) {
      // localStorage.clear() in another tab
      for (const key of STORAGE_KEYS) emitFor(bus, key, null);
    } else if ((STORAGE_KEYS as readonly string[]).includes(event.key)) {
      emitFor(bus, event.key as StorageKey, event.newValue);
    }
  });

  return {
    get(key) {
      return decode(key, read(key));
    },
    set(key, value) {
      const raw = encode(key, value);
      if (read(key) === raw) return;
      try {
        backend.setItem(key, raw);
      } catch {
        return; // quota exceeded or storage gone: nothing changed, so nothing to announce
      }
      mirrorCookies(key);
      emitFor(bus, key, raw);
    },
    remove(key) {
      // The secret opens only its checkout: it goes with the id, whoever forgets the cart.
      if (key === 'checkoutId' && read('checkoutSecret') !== null) {
        try {
          backend.removeItem('checkoutSecret');
        } catch {
          // Storage gone: nothing to remove.
        }
      }
      if (read(key) === null) {
        mirrorCookies(key);
        return;
      }
      try {
        backend.removeItem(key);
      } catch {
        return;
      }
      mirrorCookies(key);
      emitFor(bus, key, null);
    },
  };
}

/** The page's typed local storage (keys access, refresh, user, checkoutId, subscribed). */
export const storage: TypedStorage = createStorage();
