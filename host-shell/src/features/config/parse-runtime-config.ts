import {
  isBrandId,
  REMOTE_NAMES,
  type BrandHosts,
  type PaymentKeys,
  type RuntimeConfig,
} from 'shared-contracts';
import { checkScheduler } from './check-scheduler';

/** Thrown when /config.json cannot be used; `problems` lists every field that is wrong. */
export class RuntimeConfigError extends Error {
  constructor(
    message: string,
    readonly problems: readonly string[] = [],
  ) {
    super(message);
    this.name = 'RuntimeConfigError';
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isUrl(value: unknown, schemes: readonly string[]): boolean {
  if (typeof value !== 'string' || value === '') return false;
  try {
    return schemes.includes(new URL(value).protocol);
  } catch {
    return false;
  }
}

const HTTP = ['http:', 'https:'];
const WS = ['ws:', 'wss:'];

function checkRemotes(value: unknown, problems: string[]): RuntimeConfig['remotes'] {
  if (!isRecord(value)) {
    problems.push('remotes must be an object of manifest URLs');
    return {} as RuntimeConfig['remotes'];
  }
  for (const name of REMOTE_NAMES) {
    if (!isUrl(value[name], HTTP))
      problems.push(`remotes.${name} must be an http(s) URL of mf-manifest.json`);
  }
  return value as RuntimeConfig['remotes'];
}

function checkBrandHosts(value: unknown, problems: string[]): BrandHosts {
  if (value === undefined) return {};
  if (!isRecord(value)) {
    problems.push('brandHosts must be an object of hostnames');
    return {};
  }
  const hosts: BrandHosts = {};
  for (const [key, host] of Object.entries(value)) {
    if (!isBrandId(key)) problems.push(`brandHosts.${key} is not a brand id`);
    else if (typeof host !== 'string') problems.push(`brandHosts.${key} must be a hostname`);
    else hosts[key] = host;
  }
  return hosts;
}

/**
 * Checks the shape of a parsed /config.json and returns it typed. Every problem is collected,
 * so the error screen tells an operator everything to fix in one go.
 */
export function parseRuntimeConfig(raw: unknown): RuntimeConfig {
  if (!isRecord(raw)) throw new RuntimeConfigError('/config.json is not a JSON object.');
  const problems: string[] = [];
  if (!isUrl(raw.apiBaseUrl, HTTP)) problems.push('apiBaseUrl must be an http(s) URL');
  if (!isUrl(raw.wsBaseUrl, WS)) problems.push('wsBaseUrl must be a ws(s) URL');
  const remotes = checkRemotes(raw.remotes, problems);
  const brandHosts = checkBrandHosts(raw.brandHosts, problems);
  const googleClientId = raw.googleClientId ?? '';
  if (typeof googleClientId !== 'string') problems.push('googleClientId must be a string (may be empty)');
  const productWord = raw.productWord;
  if (typeof productWord !== 'string' || !/^[a-z]+$/.test(productWord)) {
    problems.push('productWord must be lower-case letters only');
  }
  if (raw.defaultHost !== undefined && typeof raw.defaultHost !== 'string') {
    problems.push('defaultHost must be a hostname');
  }
  if (raw.faultInjection !== undefined && typeof raw.faultInjection !== 'boolean') {
    problems.push('faultInjection must be true or false');
  }
  // The payment providers' browser ids. The config is served to every visitor: a Stripe secret
  // (or restricted) key here would leak it, so it stops the start (secret keys are the API's).
  const payments = isRecord(raw.payments) ? (raw.payments as PaymentKeys) : undefined;
  if (/^[rs]k_/.test(String(payments?.stripePublishableKey))) {
    problems.push('payments.stripePublishableKey must be a publishable key (pk_…), never a secret key');
  }
  const scheduler = checkScheduler(raw.scheduler, problems);
  if (problems.length > 0) throw new RuntimeConfigError('/config.json is not valid.', problems);

  const config: RuntimeConfig = {
    apiBaseUrl: raw.apiBaseUrl as string,
    wsBaseUrl: raw.wsBaseUrl as string,
    remotes,
    brandHosts,
    googleClientId: googleClientId as string,
    productWord: productWord as string,
  };
  if (typeof raw.defaultHost === 'string') config.defaultHost = raw.defaultHost;
  if (raw.faultInjection === true) config.faultInjection = true;
  if (payments) config.payments = payments;
  if (scheduler) config.scheduler = scheduler;
  return config;
}
