// Builds the shell with the shared factory (tooling/webpack): same shared singletons as every remote.
// In production the route preloader (src/preload) is built first and inlined into the page.
const path = require('node:path');
const { createAppConfig, createInlineScriptConfig } = require('webpack-config');
const { name } = require('./module-federation.config.cjs');

const PRELOAD_FILE = path.join(__dirname, 'dist', 'route-preload.js');

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
  return [
    preload,
    { ...createAppConfig({ ...shell, inlineScript: PRELOAD_FILE }), dependencies: [preload.name] },
  ];
};
