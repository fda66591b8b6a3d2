// One Module Federation runtime per page (docs/adr/0008-one-federation-runtime.md): the shell
// bundles @module-federation/runtime-core and hands it to the remotes, whose remoteEntry.js then
// carries only webpack's glue (~10 KB gz instead of ~28 KB). The enhanced plugin's own switches:
// `experiments.provideExternalRuntime` on the shell, `experiments.externalRuntime` on the remotes
// (runtime-core becomes the global `_FEDERATION_RUNTIME_CORE`).
const fs = require('node:fs');
const path = require('node:path');

/** The standalone page's runtime provider (its entry file). */
const STANDALONE_RUNTIME_ENTRY = path.join(__dirname, 'standalone-runtime.js');

/** `/x/node_modules/pkg/dist/index.cjs` -> `/x/node_modules/pkg` (the packages export no package.json). */
const packageDirOf = (file) => file.slice(0, file.lastIndexOf(`${path.sep}dist${path.sep}`));

/** Where @module-federation/enhanced is installed: its runtime packages resolve from there. */
const enhancedDir = () => packageDirOf(require.resolve('@module-federation/enhanced'));

/**
 * The node_modules folder holding the enhanced plugin's own dependencies (pnpm puts them beside
 * it), so the standalone provider imports the very runtime-core version the remotes are built for.
 */
const runtimeModulesDir = () => path.resolve(enhancedDir(), '..', '..');

/**
 * The ES module build of the plugin that puts the shell's runtime-core on that global. The
 * plugin's `provideExternalRuntime` switch adds its CommonJS build, which pulls runtime-core's
 * CommonJS files in beside the ES ones the shell already has (runtime-core twice, +8 KB gz).
 */
function runtimeProviderPlugin() {
  const main = require.resolve('@module-federation/inject-external-runtime-core-plugin', {
    paths: [enhancedDir()],
  });
  const packageDir = packageDirOf(main);
  const { module } = JSON.parse(fs.readFileSync(path.join(packageDir, 'package.json'), 'utf8'));
  const file = path.join(packageDir, module);
  if (!fs.existsSync(file)) throw new Error(`webpack-config: ${file} is missing (runtime provider plugin)`);
  return file;
}

/**
 * The federation options that share the runtime. Remotes use the shell's runtime only in
 * production: dev servers keep a runtime each, so a remote's dev server still works alone.
 * @param {{ isHost: boolean, isProduction: boolean }} options
 */
function sharedRuntimeOptions({ isHost, isProduction }) {
  // 'web': leaves runtime-core's Node.js loading paths out of the browser bundles. The plugin's other
  // switches do not fit: `disableRemote`/`disableShared` remove what the shell does, and
  // `disableSnapshot` (measured: 1.4 KB gz less in main.js) drops the runtime's snapshot plugin,
  // which is what turns a remote's mf-manifest.json into its remoteEntry.js: no remote page loaded.
  const optimization = { target: 'web' };
  if (isHost) return { runtimePlugins: [runtimeProviderPlugin()], experiments: { optimization } };
  return { experiments: { externalRuntime: isProduction, optimization } };
}

module.exports = { sharedRuntimeOptions, runtimeModulesDir, STANDALONE_RUNTIME_ENTRY };
