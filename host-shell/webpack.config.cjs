// Builds the shell with the shared factory (tooling/webpack): same shared singletons as every remote.
// In production the route preloader (src/preload) is built first and inlined into the page, and
// the shell server's modules (src/server) last: the route matcher into dist/server/known-routes.cjs
// the page heads into dist/server/page-head.cjs (docs/adr/0130) and the server renderer into
// dist/server/render.cjs (docs/adr/0140).
const path = require('node:path');
const {
  createAppConfig,
  createInlineScriptConfig,
  createNodeModuleConfig,
  createServerConfig,
} = require('webpack-config');
const { name } = require('./module-federation.config.cjs');

const PRELOAD_FILE = path.join(__dirname, 'dist', 'route-preload.js');
const KNOWN_ROUTES_FILE = path.join(__dirname, 'dist', 'server', 'known-routes.cjs');
const PAGE_HEAD_FILE = path.join(__dirname, 'dist', 'server', 'page-head.cjs');
const RENDER_FILE = path.join(__dirname, 'dist', 'server', 'render.cjs');

module.exports = (_env, argv) => {
  const mode = argv.mode ?? 'production';
  const shell = { appDir: __dirname, name, port: 3000, isHost: true, mode };
  // The dev server serves one compiler; dev pages simply run without the preloader.
  if (mode !== 'production') return createAppConfig(shell);
  const preload = createInlineScriptConfig({
    appDir: __dirname,
    entry: './src/preload/index.ts',
    outFile: PRELOAD_FILE,
    mode,
  });
  const app = {
    ...createAppConfig({ ...shell, inlineScript: PRELOAD_FILE }),
    name: 'shell',
    dependencies: [preload.name],
  };
  const knownRoutes = createNodeModuleConfig({
    appDir: __dirname,
    entry: './src/server/known-routes.ts',
    outFile: KNOWN_ROUTES_FILE,
    mode,
  });
  const pageHead = createNodeModuleConfig({
    appDir: __dirname,
    entry: './src/server/page-head/index.ts',
    outFile: PAGE_HEAD_FILE,
    mode,
  });
  // The server renderer: a federation host for Node loading the remotes' Node containers (docs/adr/0140).
  const renderer = createServerConfig({
    appDir: __dirname,
    name,
    entry: './src/server/render/index.ts',
    outFile: RENDER_FILE,
    mode,
    // Remote pages sanitise markup with the DOMPurify the renderer gives them, over jsdom.
    provides: { dompurify: './src/server/render/server-dompurify.ts' },
    nodeExternals: ['jsdom'],
  });
  // After the app: its build empties dist.
  return [
    preload,
    app,
    { ...knownRoutes, dependencies: [app.name] },
    { ...pageHead, dependencies: [app.name] },
    { ...renderer, dependencies: [app.name] },
  ];
};
