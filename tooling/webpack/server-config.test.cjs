// The server build of an app (createServerConfig, docs/adr/0140): a Node container the shell's
// renderer loads over HTTP, whose CSS modules get the very class names of the browser build.
const path = require('node:path');
const { createAppConfig, createServerConfig } = require('./index.cjs');

const appDir = path.resolve(__dirname, '../../mfe-content');
const exposes = { './HomePage': './src/pages/home-page.tsx' };

const cssModuleOptions = (config) => {
  const rule = config.module.rules.find((r) => String(r.test) === String(/\.module\.css$/));
  return rule.use.find((use) => typeof use === 'object' && /css-loader/.test(use.loader)).options.modules;
};
const federation = (config) =>
  config.plugins.find((plugin) => plugin.constructor.name === 'ModuleFederationPlugin')._options;

describe('createServerConfig', () => {
  it("builds a remote's Node container into dist/server, loadable over HTTP", () => {
    const config = createServerConfig({ appDir, name: 'content', exposes });
    expect(config.target).toBe('async-node');
    expect(config.output.path).toBe(path.join(appDir, 'dist', 'server'));
    expect(config.output.publicPath).toBe('');
    const options = federation(config);
    expect(options).toMatchObject({
      name: 'content',
      filename: 'remoteEntry.js',
      exposes,
      remoteType: 'script',
    });
    expect(options.library).toEqual({ type: 'commonjs-module' });
    expect(options.runtimePlugins).toEqual([require.resolve('@module-federation/node/runtimePlugin')]);
    // A DOM for DOMPurify is the renderer's: the container brings no copy that could not sanitise.
    expect(options.shared.dompurify).toMatchObject({ import: false, singleton: true });
  });

  it('gives CSS modules the browser build’s class names and files their text instead of injecting it', () => {
    const browser = createAppConfig({ appDir, name: 'content', port: 3005, exposes });
    const server = createServerConfig({ appDir, name: 'content', exposes });
    expect(cssModuleOptions(server).localIdentName).toBe(cssModuleOptions(browser).localIdentName);
    expect(cssModuleOptions(server).localIdentHashSalt).toBe(cssModuleOptions(browser).localIdentHashSalt);
    const loaders = server.module.rules.flatMap((rule) => rule.use ?? []).map((use) => use.loader ?? use);
    expect(
      loaders.some((loader) => /style-loader/.test(String(loader)) && !/server-styles/.test(String(loader))),
    ).toBe(false);
    expect(loaders).toContain(require.resolve('./server-styles-loader.cjs'));
  });

  it("makes the shell's renderer a host with every singleton eager and the DOM modules it provides", () => {
    const config = createServerConfig({
      appDir: path.resolve(__dirname, '../../host-shell'),
      name: 'shell',
      entry: './src/server/render/index.ts',
      outFile: path.resolve(__dirname, '../../host-shell/dist/server/render.cjs'),
      provides: { dompurify: './src/server/render/server-dompurify.ts' },
      nodeExternals: ['jsdom'],
    });
    expect(config.entry).toEqual({ render: './src/server/render/index.ts' });
    expect(config.output).toMatchObject({ filename: '[name].cjs', library: { type: 'commonjs2' } });
    expect(config.externals).toEqual({ jsdom: 'commonjs jsdom' });
    const { shared } = federation(config);
    expect(Object.values(shared).every((entry) => entry.eager === true)).toBe(true);
    expect(shared.dompurify).toMatchObject({ import: './src/server/render/server-dompurify.ts' });
  });
});
