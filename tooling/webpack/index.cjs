// The one webpack + Module Federation configuration every app builds with. Each app's
// webpack.config.cjs only names itself, its port and what it exposes; everything else is here so
// the six builds cannot drift apart (shared versions, chunk names, cache-friendly output).
const fs = require('node:fs');
const path = require('node:path');
const zlib = require('node:zlib');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const TerserPlugin = require('terser-webpack-plugin');
const CompressionPlugin = require('compression-webpack-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { createShared } = require('./shared.cjs');
const { CopyPublicPlugin } = require('./copy-public-plugin.cjs');
const { ChunkStatsPlugin } = require('./chunk-stats-plugin.cjs');
const { CompileHintPlugin } = require('./compile-hint.cjs');
const { manifestLoadNeeds, shellLoadNeeds } = require('./load-needs.cjs');
const { routerAliases, RTK_EXPORTS, QUERY_EXPORTS } = require('./router-aliases.cjs');
const { runtimeModulesDir, sharedRuntimeOptions, STANDALONE_RUNTIME_ENTRY } = require('./shared-runtime.cjs');

/** docs/product.md §9: a script chunk may take up to 120 s before it counts as failed. */
const CHUNK_LOAD_TIMEOUT_MS = 120000;
const RUNTIME_CONFIG_MODULE = path.resolve(__dirname, '../../scripts/lib/runtime-config.mjs');
/** The page of an app that has no public/index.html: a remote's standalone page. */
const STANDALONE_TEMPLATE = path.join(__dirname, 'index.html');

/**
 * The shared Redux Toolkit (`@reduxjs/toolkit`, `/query`, `/query/react`: rtk-exports.mjs,
 * query-exports.mjs) and the packages under it, in one chunk. webpack's default vendor split
 * otherwise moved the toolkit's code, immer and RTK Query out of the chunks that hold the shared
 * fallback modules, and mf-manifest.json lists only the latter under `shared`: the shell's route
 * preloader fetched the stubs, and the code itself came one round trip later, once they ran
 * (docs/adr/0015). One chunk is also one copy of reselect and immer where the split had several.
 * Every remote's store uses all three entries, so none of it is downloaded for nothing.
 */
const REDUX_TOOLKIT_CHUNK = {
  test: (module) => {
    const file = module.resource ?? '';
    return (
      file === RTK_EXPORTS ||
      file === QUERY_EXPORTS ||
      /[\\/]node_modules[\\/](@reduxjs[\\/]toolkit|immer|reselect|redux|redux-thunk|@standard-schema[\\/]utils)[\\/]/.test(
        file,
      )
    );
  },
  name: 'redux-toolkit',
  chunks: 'async',
  // Whatever its size (the default split skips chunks under 20 KB), and before the vendor split.
  enforce: true,
  priority: 10,
};

/**
 * @param {object} options
 * @param {string} options.appDir absolute path of the app (its package folder)
 * @param {string} options.name Module Federation container name ('shop', ..., 'shell')
 * @param {number} options.port dev-server port
 * @param {Record<string, string>} [options.exposes] './CartPage' -> './src/pages/cart-page.tsx'
 * @param {boolean} [options.isHost] the shell: no container, serves /config.json in dev
 * @param {'production' | 'development'} [options.mode] from `webpack --mode`
 * @param {string} [options.inlineScript] a file built before this one (createInlineScriptConfig)
 *   whose code the page carries inline, as `inlineScript` of its template
 * @returns {import('webpack').Configuration}
 */
function createAppConfig({
  appDir,
  name,
  port,
  exposes = {},
  isHost = false,
  mode = 'production',
  inlineScript,
}) {
  const isProduction = mode === 'production';
  const publicDir = path.join(appDir, 'public');
  const ownTemplate = path.join(publicDir, 'index.html');
  // The shell brings its own page; the remotes' standalone pages are all the same, so they share one.
  const htmlPage = fs.existsSync(ownTemplate)
    ? { template: ownTemplate }
    : { template: STANDALONE_TEMPLATE, title: `${name} remote (standalone)` };

  return {
    mode,
    context: appDir,
    entry: { main: './src/index.ts' },
    output: {
      path: path.join(appDir, 'dist'),
      // Hashed names are cached for a year; only the manifest and remoteEntry.js are revalidated.
      filename: '[name].[contenthash].js',
      chunkFilename: '[name].[contenthash].js',
      assetModuleFilename: 'assets/[name].[contenthash][ext]',
      // 'auto': a remote's chunks load from the origin its remoteEntry.js came from.
      publicPath: 'auto',
      // Keeps each app's chunk-loading global apart when several run on one page.
      uniqueName: name,
      chunkLoadTimeout: CHUNK_LOAD_TIMEOUT_MS,
      // The inline script's own build writes into the same folder first: keep it.
      clean: inlineScript ? { keep: path.basename(inlineScript) } : true,
    },
    resolve: {
      extensions: ['.tsx', '.ts', '.mjs', '.js', '.json'],
      alias: routerAliases(appDir, isProduction),
    },
    // Production: maps (mappings only, no source text, not referenced from the files) for the
    // bench's bytes by package; ChunkStatsPlugin reads and then drops them, nothing serves them.
    devtool: isProduction ? 'hidden-nosources-source-map' : 'eval-cheap-module-source-map',
    module: { rules: moduleRules({ name, isProduction }) },
    plugins: [
      new ModuleFederationPlugin(federationOptions({ name, exposes, isHost, isProduction, appDir })),
      new HtmlWebpackPlugin({
        ...htmlPage,
        // Only the app entry: the container entry (remoteEntry.js) is for other pages to load.
        chunks: ['main'],
        // Absolute, so a deep link such as /stud/shop/a still finds /main.[hash].js.
        publicPath: '/',
        ...(inlineScript ? { templateParameters: inlineScriptParameters(inlineScript, { isHost }) } : {}),
      }),
      new CopyPublicPlugin({ from: publicDir }),
      // Which files load first, for the byte budgets (bench/README.md).
      new ChunkStatsPlugin(),
      // Compiled off the main thread as they download (compile-hint.cjs, docs/adr/0197).
      ...(isProduction ? [new CompileHintPlugin(), ...precompress()] : []),
    ],
    optimization: {
      minimize: isProduction,
      // swc's minifier: half the build time of terser, same gzip size (docs/toolchain.md).
      minimizer: [new TerserPlugin({ minify: TerserPlugin.swcMinify, extractComments: false })],
      splitChunks: { cacheGroups: { reduxToolkit: REDUX_TOOLKIT_CHUNK } },
    },
    // Sizes are reported by the bench instead; webpack's 244 KB warning would fire on the shell.
    performance: { hints: false },
    devServer: devServer({ port, isHost }),
    // No filesystem cache: measured on mfe-shop, a warm cache built no faster (6.4 s) than none,
    // and writing it made a cold build 3.4 s slower.
    stats: 'errors-warnings',
  };
}

/**
 * The template's parameters plus `inlineScript`: the built file's code, read when the page is made
 * (after the script's build ran), or '' when it is missing (the dev server does not build it). The
 * shell's page also gets `shellLoads`: the shared modules it provides and what each fetches as it
 * loads (load-needs.cjs), as JSON for a data block the route preloader reads (docs/adr/0017).
 */
function inlineScriptParameters(file, { isHost }) {
  return (compilation, assets, assetTags, options) => ({
    compilation,
    webpackConfig: compilation.options,
    htmlWebpackPlugin: { tags: assetTags, files: assets, options },
    // `</script` inside the code would end the element early.
    inlineScript: fs.existsSync(file)
      ? fs
          .readFileSync(file, 'utf8')
          .trim()
          .replace(/<\/script/gi, '<\\/script')
      : '',
    ...(isHost ? { shellLoads: JSON.stringify(shellLoadNeeds(compilation)).replace(/</g, '\\u003c') } : {}),
  });
}

/**
 * A remote's builds: in production the standalone page's runtime provider (standalone-runtime.js,
 * inline in the page, since the remote's own code uses the runtime the shell provides) and then
 * the app; in development the app alone, which bundles its own runtime.
 * @param {Omit<Parameters<typeof createAppConfig>[0], 'isHost' | 'inlineScript'>} options
 * @returns {import('webpack').Configuration | import('webpack').Configuration[]}
 */
function createRemoteConfigs(options) {
  const { appDir, mode = 'production' } = options;
  if (mode !== 'production') return createAppConfig(options);
  const provider = createInlineScriptConfig({
    appDir,
    entry: STANDALONE_RUNTIME_ENTRY,
    outFile: path.join(appDir, 'dist', 'standalone-runtime.js'),
    mode,
    resolveModules: [runtimeModulesDir()],
  });
  const app = createAppConfig({
    ...options,
    inlineScript: provider.output.path + path.sep + provider.output.filename,
  });
  const browser = { ...app, name: `app:${options.name}`, dependencies: [provider.name] };
  // The Node container goes into dist/server, after the browser build (which empties dist).
  const server = createServerConfig({ appDir, name: options.name, exposes: options.exposes, mode });
  return [provider, browser, { ...server, dependencies: [browser.name] }];
}

/**
 * A small script the page runs inline, before any bundle arrives (the shell's route preloader, a
 * remote's standalone runtime provider): plain webpack, no Module Federation runtime, one
 * self-contained file.
 * @param {{ appDir: string, entry: string, outFile: string, mode?: 'production' | 'development',
 *   resolveModules?: string[] }} options `resolveModules`: folders to find packages in first
 * @returns {import('webpack').Configuration}
 */
function createInlineScriptConfig({ appDir, entry, outFile, mode = 'production', resolveModules = [] }) {
  return {
    name: 'inline-script',
    mode,
    context: appDir,
    entry,
    target: ['web', 'es2020'],
    output: { path: path.dirname(outFile), filename: path.basename(outFile), iife: true, clean: false },
    resolve: {
      extensions: ['.tsx', '.ts', '.mjs', '.js', '.json'],
      modules: [...resolveModules, 'node_modules'],
    },
    devtool: false,
    module: { rules: moduleRules({ name: 'inline', isProduction: mode === 'production' }).slice(0, 1) },
    optimization: {
      minimize: mode === 'production',
      minimizer: [new TerserPlugin({ minify: TerserPlugin.swcMinify, extractComments: false })],
    },
    performance: { hints: false },
    stats: 'errors-warnings',
  };
}

/**
 * A module of the app's sources built for the app's server in Node (CommonJS, one file, not
 * minified): the shell's route tables for its static server (host-shell/src/server). It writes into
 * the app's dist, so it must build after the app, whose build empties dist.
 * @param {{ appDir: string, entry: string, outFile: string, mode?: 'production' | 'development' }} options
 * @returns {import('webpack').Configuration}
 */
function createNodeModuleConfig({ appDir, entry, outFile, mode = 'production' }) {
  return {
    name: `node-module:${path.basename(outFile)}`,
    mode,
    context: appDir,
    entry,
    target: ['node20'],
    output: {
      path: path.dirname(outFile),
      filename: path.basename(outFile),
      library: { type: 'commonjs2' },
      clean: false,
    },
    resolve: { extensions: ['.tsx', '.ts', '.mjs', '.js', '.json'] },
    devtool: false,
    module: { rules: moduleRules({ name: 'node', isProduction: mode === 'production' }).slice(0, 1) },
    optimization: { minimize: false },
    performance: { hints: false },
    stats: 'errors-warnings',
  };
}

/**
 * Writes a .br and a .gz beside each text file once at build time; the static server sends the one
 * the browser accepts, so nothing is compressed per request. HTML is left out: the server renders
 * it per response (inlined config, CSP hashes) and compresses that.
 */
function precompress() {
  const common = { test: /\.(js|mjs|css|json|svg|txt|webmanifest)$/i, threshold: 1024, minRatio: 0.9 };
  return [
    new CompressionPlugin({ ...common, algorithm: 'gzip', filename: '[path][base].gz' }),
    new CompressionPlugin({
      ...common,
      algorithm: 'brotliCompress',
      filename: '[path][base].br',
      compressionOptions: {
        params: { [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY },
      },
    }),
  ];
}

/**
 * An app's Node build (docs/adr/0140): a remote's container for the shell's server renderer, or
 * the shell's renderer itself (`entry`, a Module Federation host). Target `async-node` with
 * @module-federation/node's runtime plugin, so a container and its chunks load over HTTP from the
 * remote's own server (`<origin>/server/remoteEntry.js`): a remote redeploys without the shell.
 * CSS modules get the browser's class names (same css-loader options); their text is filed for
 * the renderer (server-styles-loader.cjs) instead of being injected.
 * Modules only a server has (a DOM for DOMPurify) are the host's: it provides them (`provides`,
 * shared key to file) and the remotes' containers consume them (SERVER_HOST_MODULES), never
 * bringing their own. Packages the host leaves to Node (`nodeExternals`) are required at run time.
 * @param {{ appDir: string, name: string, exposes?: Record<string, string>, entry?: string,
 *   outFile?: string, mode?: 'production' | 'development', provides?: Record<string, string>,
 *   nodeExternals?: string[] }} options `entry`: the host's renderer
 * @returns {import('webpack').Configuration}
 */
function createServerConfig({
  appDir,
  name,
  exposes = {},
  entry,
  outFile,
  mode = 'production',
  provides = {},
  nodeExternals = [],
}) {
  const isHost = Boolean(entry);
  const isProduction = mode === 'production';
  const outDir = outFile ? path.dirname(outFile) : path.join(appDir, 'dist', 'server');
  return {
    name: `server:${name}`,
    mode,
    context: appDir,
    entry: isHost ? { [path.basename(outFile ?? 'render.cjs', '.cjs')]: entry } : {},
    target: 'async-node',
    output: {
      path: outDir,
      filename: isHost ? '[name].cjs' : '[name].js',
      // Hashed: the renderer caches loaded chunks by URL, so a redeploy must change the names.
      chunkFilename: '[name].[contenthash].js',
      // Not a URL: @module-federation/node then resolves chunks beside the remoteEntry.js the
      // host registered, wherever the remote is deployed.
      publicPath: '',
      uniqueName: `${name}_server`,
      library: { type: isHost ? 'commonjs2' : 'commonjs-module' },
      clean: false,
    },
    resolve: {
      extensions: ['.tsx', '.ts', '.mjs', '.js', '.json'],
      alias: routerAliases(appDir, isProduction),
    },
    externals: Object.fromEntries(nodeExternals.map((pkg) => [pkg, `commonjs ${pkg}`])),
    devtool: false,
    module: { rules: moduleRules({ name, isProduction, server: true }) },
    plugins: [
      new ModuleFederationPlugin({
        name: isHost ? `${name}_server` : name,
        ...(isHost ? {} : { filename: 'remoteEntry.js', exposes, library: { type: 'commonjs-module' } }),
        remotes: {},
        remoteType: 'script',
        // The host renders before any container is known: every shared module is in its bundle.
        shared: serverShared(isHost, provides),
        shareStrategy: 'loaded-first',
        runtimePlugins: [require.resolve('@module-federation/node/runtimePlugin')],
        manifest: isHost ? false : { fileName: 'mf-manifest.json' },
        dts: false,
      }),
    ],
    optimization: { minimize: false },
    performance: { hints: false },
    stats: 'errors-warnings',
  };
}

/** Shared modules of the server that only its host provides (`dompurify`: over a server DOM). */
const SERVER_HOST_MODULES = ['dompurify'];

/** The browser's singletons; the server's host provides all of them eagerly (no async boundary). */
function serverShared(isHost, provides) {
  const shared = createShared({ eager: false });
  if (!isHost) {
    const fromHost = { singleton: true, import: false, requiredVersion: false };
    return { ...shared, ...Object.fromEntries(SERVER_HOST_MODULES.map((key) => [key, fromHost])) };
  }
  const own = Object.fromEntries(
    Object.entries(provides).map(([key, file]) => [
      key,
      { import: file, singleton: true, eager: true, version: '0.0.0-server', requiredVersion: false },
    ]),
  );
  return {
    ...Object.fromEntries(Object.entries(shared).map(([key, value]) => [key, { ...value, eager: true }])),
    ...own,
  };
}

function moduleRules({ name, isProduction, server = false }) {
  // The server files a stylesheet's text instead of injecting it (server-styles-loader.cjs).
  // The browser's leaves out what a server-rendered page already carries (styles/, docs/adr/0184).
  const styleLoader = server
    ? { loader: require.resolve('./server-styles-loader.cjs'), options: { app: name } }
    : {
        loader: require.resolve('style-loader'),
        options: {
          insert: require.resolve('./styles/insert-later.cjs'),
          styleTagTransform: require.resolve('./styles/style-tag-transform.cjs'),
        },
      };
  return [
    {
      test: /\.[cm]?tsx?$/,
      exclude: /node_modules/,
      use: {
        loader: require.resolve('swc-loader'),
        options: {
          jsc: {
            parser: { syntax: 'typescript', tsx: true },
            transform: { react: { runtime: 'automatic', development: !isProduction } },
            target: 'es2022',
          },
        },
      },
    },
    {
      test: /\.module\.css$/,
      use: [
        styleLoader,
        {
          loader: require.resolve('css-loader'),
          options: {
            // css-loader follows `devtool`: the production maps (for the bench) would put each
            // stylesheet's map inline into the bundle.
            sourceMap: !isProduction,
            modules: {
              // The app name is part of every class name (and salts the hash): two remotes
              // with the same file and class name still get different classes, so no leaks.
              localIdentName: isProduction ? `${name}-[hash:base64:6]` : `${name}__[name]__[local]`,
              localIdentHashSalt: name,
              // `import styles from './x.module.css'`, as tooling/types/assets.d.ts declares.
              namedExport: false,
              exportLocalsConvention: 'as-is',
            },
          },
        },
      ],
    },
    {
      // Plain stylesheets are global on purpose (the shell's reset and tokens); components use modules.
      test: /\.css$/,
      exclude: /\.module\.css$/,
      use: [styleLoader, { loader: require.resolve('css-loader'), options: { sourceMap: !isProduction } }],
    },
    { test: /\.(svg|png|jpe?g|webp|gif|woff2?)$/i, type: 'asset' },
  ];
}

function federationOptions({ name, exposes, isHost, isProduction, appDir }) {
  return {
    name,
    // The host exposes nothing, so it gets no container file.
    ...(isHost ? {} : { filename: 'remoteEntry.js', exposes }),
    // No static remotes: the shell registers them at run time from /config.json.
    remotes: {},
    shared: createShared({ eager: isHost }),
    // Reuse the copy already on the page instead of fetching every remote's entry to compare
    // versions: remotes are registered late, and React must be downloaded once.
    shareStrategy: 'loaded-first',
    // Each expose's and shared module's `assets.atLoad`: every file its loading fetches and the shared
    // modules it consumes, which the shell's route preloader fetches with the page (docs/adr/0017).
    manifest: { fileName: 'mf-manifest.json', additionalData: manifestLoadNeeds },
    ...sharedRuntimeOptions({ isHost, isProduction }),
    dts: dtsOptions({ isHost, isProduction, appDir }),
  };
}

function dtsOptions({ isHost, isProduction, appDir }) {
  // The shell consumes no static remotes, so it has no types to fetch or emit. Dev servers skip
  // type generation: each rebuild would re-run tsc and start a type-sync server per app.
  if (isHost || !isProduction) return false;
  return {
    tsConfigPath: path.join(appDir, 'tsconfig.json'),
    // Where the plugin resolves `typescript` from: this package depends on TypeScript 7, whose
    // CLI the plugin drives (it has no JS API): types cost 2-3 s of a build instead of ~6 s.
    cwd: __dirname,
    generateTypes: {
      // Types of packages from node_modules are not copied into the zip: consumers install them.
      extractThirdParty: false,
      extractRemoteTypes: false,
      compileInChildProcess: false,
      // A type error in a page must fail `pnpm typecheck`, not block shipping a hot fix here.
      abortOnError: false,
    },
    consumeTypes: false,
    displayErrorInTerminal: true,
  };
}

function devServer({ port, isHost }) {
  return {
    port,
    host: '127.0.0.1',
    // Brand hosts such as stud.localhost must reach the shell's dev server too.
    allowedHosts: ['localhost', '.localhost', '127.0.0.1'],
    // The shell on :3000 fetches manifests and chunks from the remotes' ports.
    headers: { 'Access-Control-Allow-Origin': '*' },
    historyApiFallback: true,
    hot: true,
    // public/ reaches the output through CopyPublicPlugin, as in production.
    static: false,
    client: { overlay: { warnings: false, errors: true } },
    setupMiddlewares: isHost ? serveRuntimeConfig : undefined,
  };
}

/** The shell reads /config.json at start; in dev it is generated like serve.mjs does it. */
function serveRuntimeConfig(middlewares) {
  middlewares.unshift({
    name: 'runtime-config',
    path: '/config.json',
    middleware: (req, res, next) => {
      import(RUNTIME_CONFIG_MODULE)
        .then(({ loadRuntimeConfig }) => {
          res.setHeader('Content-Type', 'application/json; charset=utf-8');
          res.setHeader('Cache-Control', 'no-cache');
          res.end(JSON.stringify(loadRuntimeConfig(), null, 2));
        })
        .catch(next);
    },
  });
  return middlewares;
}

module.exports = {
  createAppConfig,
  createRemoteConfigs,
  createInlineScriptConfig,
  createNodeModuleConfig,
  createServerConfig,
  CHUNK_LOAD_TIMEOUT_MS,
};
