import type { RemoteName } from '../brands/brand-ids';
import { DEFAULT_PRODUCT_WORD, productWordOr } from './product-word';
import type { RuntimeConfig } from './runtime-config';

/** Default local ports (docs/architecture.md): the shell, each remote's server and the API. */
export const DEFAULT_PORTS = Object.freeze({
  shell: 3000,
  shop: 3001,
  checkout: 3002,
  auth: 3003,
  chat: 3004,
  content: 3005,
  api: 8000,
} as const);

/** Overrides for {@link defaultRuntimeConfig}. */
export interface DefaultRuntimeConfigOptions {
  /** Product word (default `DEFAULT_PRODUCT_WORD`). */
  productWord?: string;
  /** Hostname the remotes and the API listen on (default '127.0.0.1'). */
  host?: string;
}

/**
 * The runtime config of a local run on the default ports: remotes at
 * `http://127.0.0.1:<port>/mf-manifest.json`, the API at `http://127.0.0.1:8000`, brand hosts
 * `stud.localhost`, `${word}cele.localhost`, `${word}celeorg.localhost`, no Google client id.
 */
export function defaultRuntimeConfig(options: DefaultRuntimeConfigOptions = {}): RuntimeConfig {
  const word = productWordOr(options.productWord ?? DEFAULT_PRODUCT_WORD);
  const host = options.host ?? '127.0.0.1';
  const manifest = (remote: RemoteName) => `http://${host}:${DEFAULT_PORTS[remote]}/mf-manifest.json`;
  return {
    apiBaseUrl: `http://${host}:${DEFAULT_PORTS.api}`,
    wsBaseUrl: `ws://${host}:${DEFAULT_PORTS.api}`,
    remotes: {
      shop: manifest('shop'),
      checkout: manifest('checkout'),
      auth: manifest('auth'),
      chat: manifest('chat'),
      content: manifest('content'),
    },
    brandHosts: {
      stud: 'stud.localhost',
      cele: `${word}cele.localhost`,
      celeorg: `${word}celeorg.localhost`,
    },
    googleClientId: '',
    productWord: word,
    defaultHost: 'localhost',
  };
}
