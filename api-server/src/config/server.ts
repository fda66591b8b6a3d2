import { isIP } from 'node:net';
import { type Env, list, positiveInteger, text } from './env';
import { defaultSite, type SiteConfig } from './site';

export interface ListenConfig {
  port: number;
  host: string;
  /**
   * SHUTDOWN_DRAIN_MS: how long a stopping server keeps serving while its health check answers
   * 503, so that the load balancer stops sending it requests before it closes its port (a rolling
   * upgrade with no failed request, docs/production.md). 0 (the default): it closes at once.
   */
  drainMs?: number;
}

/**
 * The browser origins of a site: its default host, 127.0.0.1 beside localhost, and each brand's
 * own host with the site's scheme and port. Exact origins only: a pattern such as
 * `http://*.localhost` would let any page on a matching host call the API.
 */
export function originsOfSite(site: SiteConfig): string[] {
  const url = new URL(site.url);
  const withHost = (hostname: string) => {
    const origin = new URL(url.origin);
    origin.hostname = hostname;
    return origin.origin;
  };
  const hosts = [url.hostname, ...(url.hostname === 'localhost' ? ['127.0.0.1'] : [])];
  return [...new Set([...hosts, ...Object.values(site.brandHosts)].map(withHost))];
}

export const DEFAULT_CORS_ORIGINS = originsOfSite(defaultSite());

const ORIGIN = /^https?:\/\/[a-z0-9.-]+(:\d{1,5})?$|^https?:\/\/\[[0-9a-f:]+\](:\d{1,5})?$/i;

/** CORS_ORIGINS, exact origins only; unset: those of the site (SITE_URL and BRAND_HOSTS). */
export function corsOriginsFromEnv(env: Env, site: SiteConfig): string[] {
  const origins = list(env.CORS_ORIGINS);
  if (!origins) return originsOfSite(site);
  const bad = origins.find((origin) => !ORIGIN.test(origin));
  if (bad !== undefined)
    throw new Error(`CORS_ORIGINS must list exact origins such as https://shop.example, got "${bad}"`);
  return origins.map((origin) => origin.toLowerCase());
}

export function listenFromEnv(env: Env): ListenConfig {
  return {
    port: positiveInteger(env, 'PORT', 8000),
    host: text(env.HOST) ?? '127.0.0.1',
    drainMs: text(env.SHUTDOWN_DRAIN_MS) === '0' ? 0 : positiveInteger(env, 'SHUTDOWN_DRAIN_MS', 0),
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
