// Starts extra copies of the product's own static servers from a test, so a test can stop and
// restart a remote for real. The servers are the same code `npm start` runs.
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { BASE_PORT } from './stack';

export const root = join(__dirname, '..', '..');

export interface RunningServer {
  url: string;
  close: () => Promise<void>;
}

interface StaticServerOptions {
  root: string;
  port: number;
  spaFallback?: boolean;
  cors?: boolean;
  routes?: Record<string, () => unknown>;
  runtimeConfig?: () => unknown;
  inlineConfig?: boolean;
  knownRoutes?: boolean;
  pageHeads?: boolean;
  seo?: boolean;
  faults?: { serverWide?: () => unknown };
}

type RuntimeConfigJson = { remotes: Record<string, string> } & Record<string, unknown>;

async function loadScripts() {
  const server = (await import(pathToFileURL(join(root, 'tooling/static-server/src/index.cjs')).href)) as {
    startStaticServer: (options: StaticServerOptions) => Promise<RunningServer>;
  };
  const config = (await import(pathToFileURL(join(root, 'scripts/lib/runtime-config.mjs')).href)) as {
    defaultRuntimeConfig: (env: NodeJS.ProcessEnv, ports: Record<string, number>) => RuntimeConfigJson;
  };
  const workspace = (await import(pathToFileURL(join(root, 'scripts/lib/workspace.mjs')).href)) as {
    portsFrom: (base: number) => Record<string, number>;
  };
  return { ...server, ...config, ...workspace };
}

/**
 * Serves a built app folder (`host-shell`, `mfe-shop`, ...) on a port of the test's choosing;
 * `root` serves a copy of that build instead (a test that redeploys it).
 */
export async function serveApp(
  app: string,
  port: number,
  options: { remotePorts?: Record<string, number>; root?: string; config?: Record<string, unknown> } = {},
): Promise<RunningServer> {
  const { startStaticServer, defaultRuntimeConfig, portsFrom } = await loadScripts();
  const isShell = app === 'host-shell';
  const runtimeConfig = () => {
    // The remotes and the API the suite's own servers run (playwright.config.ts), unless moved.
    const config = { ...defaultRuntimeConfig(process.env, portsFrom(BASE_PORT)), ...options.config };
    for (const [remote, remotePort] of Object.entries(options.remotePorts ?? {})) {
      config.remotes[remote] = `http://127.0.0.1:${remotePort}/mf-manifest.json`;
    }
    return config;
  };
  return startStaticServer({
    root: options.root ?? join(root, app, 'dist'),
    port,
    spaFallback: isShell,
    cors: !isShell,
    routes: isShell ? { '/config.json': runtimeConfig } : {},
    inlineConfig: isShell,
    knownRoutes: isShell,
    pageHeads: isShell,
    seo: isShell,
    runtimeConfig,
    // A tab's faults (`?mf-fault=`) reach a remote served here as they reach `npm start`'s.
    ...(isShell ? {} : { faults: {} }),
  });
}
