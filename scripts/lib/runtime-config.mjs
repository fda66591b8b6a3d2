// The /config.json the shell loads before rendering (shared-contracts RuntimeConfig). Generated
// from the local defaults so `npm start` needs no file; a deployment passes its own through
// SHELL_CONFIG_FILE, whose fields win over the defaults.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { schedulerFromEnv } from './scheduler-env.mjs';
import { API, DEFAULT_PORTS, REMOTES } from './workspace.mjs';

const DEFAULT_PRODUCT_WORD = 'varico';

/**
 * The config of a local run: everything on 127.0.0.1, at the default ports unless `ports` (a
 * layout from workspace.mjs portsFrom) moves them.
 */
export function defaultRuntimeConfig(env = process.env, ports = DEFAULT_PORTS) {
  const productWord = env.PRODUCT_WORD?.trim() || DEFAULT_PRODUCT_WORD;
  const host = '127.0.0.1';
  const scheduler = schedulerFromEnv(env);
  return {
    apiBaseUrl: `http://${host}:${ports[API.name]}`,
    wsBaseUrl: `ws://${host}:${ports[API.name]}`,
    remotes: Object.fromEntries(
      REMOTES.map((r) => [r.name, `http://${host}:${ports[r.name]}/mf-manifest.json`]),
    ),
    brandHosts: {
      stud: 'stud.localhost',
      cele: `${productWord}cele.localhost`,
      celeorg: `${productWord}celeorg.localhost`,
    },
    googleClientId: env.GOOGLE_CLIENT_ID ?? '',
    productWord,
    // Publishable ids only (the API reads the secret keys from its own environment); ids left
    // unset keep that gateway's sandbox step, which is what the API answers without keys too.
    payments: {
      stripePublishableKey: env.STRIPE_PUBLISHABLE_KEY?.trim() ?? '',
      paypalClientId: env.PAYPAL_CLIENT_ID?.trim() ?? '',
      // Google Pay needs no browser key; this lets the page's CSP allow Google's pay.js.
      googlePay: Boolean(env.GOOGLE_PAY_MERCHANT_ID?.trim()),
    },
    // Without one the consult page offers its form alone.
    ...(scheduler ? { scheduler } : {}),
    defaultHost: 'localhost',
    // A local run is where recovery is tested: `?mf-fault=` and `pnpm fault` work (docs/recovery-testing.md).
    faultInjection: true,
  };
}

/**
 * The defaults, overridden by the JSON file named in SHELL_CONFIG_FILE (read on every call, so
 * editing the file takes effect on the next page load). Nested `remotes` and `brandHosts` merge
 * key by key, so a file may name only the remote it moves. `faultInjection` is off with a file
 * unless the file turns it on.
 */
export function loadRuntimeConfig(env = process.env, ports = DEFAULT_PORTS) {
  const config = defaultRuntimeConfig(env, ports);
  if (!env.SHELL_CONFIG_FILE) return config;
  const file = resolve(env.SHELL_CONFIG_FILE);
  let override;
  try {
    override = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new Error(`SHELL_CONFIG_FILE ${file}: ${error.message}`, { cause: error });
  }
  return {
    ...config,
    // A deployment's own config (production) has no fault switches unless it says so.
    faultInjection: false,
    ...override,
    remotes: { ...config.remotes, ...override.remotes },
    brandHosts: { ...config.brandHosts, ...override.brandHosts },
  };
}
