import { isIP } from 'node:net';
import { type Env, list, positiveInteger, text } from './env';

export interface ListenConfig {
  port: number;
  host: string;
}

export const DEFAULT_CORS_ORIGINS = [
  'http://localhost:3000',
  'http://127.0.0.1:3000',
  'http://*.localhost:3000',
];

export function corsOriginsFromEnv(env: Env): string[] {
  return list(env.CORS_ORIGINS) ?? DEFAULT_CORS_ORIGINS;
}

export function listenFromEnv(env: Env): ListenConfig {
  return {
    port: positiveInteger(env, 'PORT', 8000),
    host: text(env.HOST) ?? '127.0.0.1',
  };
}

/** proxy-addr's names for whole address ranges, which Fastify's trustProxy accepts in its list. */
const PROXY_RANGE_NAMES = ['loopback', 'linklocal', 'uniquelocal'];

function isProxyEntry(entry: string): boolean {
  if (PROXY_RANGE_NAMES.includes(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  const bits = Number(prefix);
  return /^\d+$/.test(prefix) && bits <= (family === 4 ? 32 : 128);
}

/**
 * TRUST_PROXY: the addresses (or CIDR ranges) of the proxies in front of the API, comma
 * separated. A request from one of them is taken to come from the client its X-Forwarded-For
 * names, so per-address limits count each visitor, not the load balancer. Unset or `false`:
 * no proxy is trusted and the socket's address counts (the header is ignored, as anyone can
 * send it). `true` is refused: trusting every hop would let any client choose its address.
 */
export function trustProxyFromEnv(env: Env): string[] | false {
  const raw = text(env.TRUST_PROXY);
  if (raw === undefined || ['false', '0', 'no'].includes(raw.toLowerCase())) return false;
  const entries = list(raw) ?? [];
  const bad = entries.find((entry) => !isProxyEntry(entry));
  if (bad !== undefined || entries.length === 0)
    throw new Error(
      `TRUST_PROXY must list proxy addresses or CIDR ranges (10.0.0.1,10.1.0.0/16), got "${bad ?? raw}"`,
    );
  return entries;
}
