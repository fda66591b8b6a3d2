// Typed local storage and its cookie mirrors. Re-exported by the package's entry (../index.ts).

export type { StorageKey, StorageValues } from './storage-keys';
export { STORAGE_KEYS, RAW_STRING_KEYS } from './storage-keys';
export type { TypedStorage, StorageBackend, StorageOptions } from './storage';
export { storage, createStorage } from './storage';
export type { GuestCart } from './cart-cookie';
export { CART_COOKIE, guestCartOfCookies } from './cart-cookie';
export { SESSION_COOKIE, hasSessionCookie } from './session-cookie';
