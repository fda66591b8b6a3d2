import { renderInRemote } from 'remote-kit/testing';
import {
  defaultRuntimeConfig,
  resolveBrand,
  routerBasename,
  setRuntimeConfig,
  withBasename,
  type BrandId,
  type RuntimeConfig,
  type ApiClient,
} from 'shared-contracts';
import { ShellContent } from '../app/shell-content';
import type { ServerCart } from '../preload/server-rendered-page';
import { ShellProviders } from '../app/shell-providers';
import {
  createRemoteLoader,
  type LoadModule,
  type ReloadRemote,
  type RemoteLoader,
} from '../features/remotes';
import { loadFakePage } from './fake-pages';

// jsdom has no scrolling; the shell scrolls to top on every navigation.
window.scrollTo = () => {};

const PREFIX: Record<BrandId, string> = {
  careapp: '',
  stud: '/stud',
  cele: '/varicocele',
  celeorg: '/varicoceleorg',
};

export interface RenderShellOptions {
  brand?: BrandId;
  /** Path inside the brand, e.g. '/cart' or '/profile?utm=mail'. */
  path?: string;
  loadModule?: LoadModule;
  reloadRemote?: ReloadRemote;
  remoteLoader?: RemoteLoader;
  apiClient?: ApiClient;
  /** The guest cart a server-rendered page came with (docs/adr/0189). */
  serverCart?: ServerCart | null;
  config?: Partial<RuntimeConfig>;
}

/**
 * Renders the whole shell (providers, routes, layout, guards) in a MemoryRouter on the default
 * host, with page modules from a fake `loadModule` and no waiting between automatic retries.
 */
export function renderShell(options: RenderShellOptions = {}) {
  const brand = options.brand ?? 'stud';
  const config: RuntimeConfig = { ...defaultRuntimeConfig(), ...options.config };
  setRuntimeConfig(config);
  const url = withBasename(PREFIX[brand], options.path ?? '/');
  const location = resolveBrand({
    hostname: 'localhost',
    pathname: url.split('?')[0] ?? url,
    brandHosts: config.brandHosts,
    productWord: config.productWord,
  });
  const remoteLoader =
    options.remoteLoader ??
    createRemoteLoader({
      loadModule: options.loadModule ?? loadFakePage,
      ...(options.reloadRemote ? { reloadRemote: options.reloadRemote } : {}),
      sleep: () => Promise.resolve(),
    });
  // The shell's page is its whole content: remote-kit's renderInRemote gives it the router (with
  // the brand's basename) and the "Current page" output; the shell's providers wrap it.
  const result = renderInRemote(<ShellContent />, {
    wrap: (children) => (
      <ShellProviders
        config={config}
        location={location}
        remoteLoader={remoteLoader}
        origin={{ hostname: 'localhost', port: '3000', protocol: 'http:' }}
        {...(options.apiClient ? { apiClient: options.apiClient } : {})}
        serverCart={options.serverCart ?? null}
      >
        {children}
      </ShellProviders>
    ),
    basename: routerBasename(location.basename),
    path: url,
  });
  return { ...result, config, location, remoteLoader };
}
