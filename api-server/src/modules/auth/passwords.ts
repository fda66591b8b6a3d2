import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

/** scrypt cost parameters: N (CPU and memory), r (block size), p (parallelism). */
export interface ScryptCost {
  N: number;
  r: number;
  p: number;
}

/**
 * The cost OWASP's Password Storage Cheat Sheet recommends for scrypt: N=2^17, r=8, p=1
 * (128 MiB and about a second per hash on a busy 2-core machine).
 */
export const PASSWORD_COST: ScryptCost = { N: 2 ** 17, r: 8, p: 1 };

const KEY_LENGTH = 64;
const SALT_BYTES = 16;

/** scrypt needs 128 * N * r bytes; Node refuses more than 32 MiB unless told. */
function memoryFor({ N, r }: ScryptCost): number {
  return 128 * N * r + 16 * 1024 * 1024;
}

/** `scrypt$N$r$p$salt$key`, base64url parts, so the cost can rise later without breaking old hashes. */
export async function hashPassword(password: string, cost: ScryptCost = PASSWORD_COST): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  const key = await derive(password, salt, KEY_LENGTH, cost);
  return ['scrypt', cost.N, cost.r, cost.p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

/** False for a wrong password and for a stored value that is not one of our hashes. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, key] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !key) return false;
  const expected = Buffer.from(key, 'base64url');
  try {
    const cost = { N: Number(n), r: Number(r), p: Number(p) };
    const actual = await derive(password, Buffer.from(salt, 'base64url'), expected.length, cost);
    return timingSafeEqual(actual, expected);
  } catch {
    return false;
  }
}

/** Whether a stored hash was made with another cost than `cost`, so the next login rehashes it. */
export function needsRehash(stored: string, cost: ScryptCost = PASSWORD_COST): boolean {
  const [scheme, n, r, p] = stored.split('$');
  return scheme !== 'scrypt' || Number(n) !== cost.N || Number(r) !== cost.r || Number(p) !== cost.p;
}

const dummyHashes = new Map<number, Promise<string>>();

/** A hash to check when the email is unknown, so that answer takes as long as a wrong password. */
export function dummyPasswordHash(cost: ScryptCost = PASSWORD_COST): Promise<string> {
  const key = cost.N * 1000 + cost.r * 10 + cost.p;
  let hash = dummyHashes.get(key);
  if (!hash) {
    hash = hashPassword('no account has this password', cost);
    dummyHashes.set(key, hash);
  }
  return hash;
}

function derive(password: string, salt: Buffer, length: number, cost: ScryptCost): Promise<Buffer> {
  const options: ScryptOptions = { ...cost, maxmem: memoryFor(cost) };
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFC'), salt, length, options, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}
