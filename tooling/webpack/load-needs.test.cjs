// load-needs.cjs on a real Module Federation build of a small remote (fixtures/load-needs): the
// manifest says which files and shared modules the exposed page and the shared module fetch as they
// load, which the shell's route preloader follows (docs/adr/0017).
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const webpack = require('webpack');
const { runCompiler } = require('./fixtures/run-compiler.cjs');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { manifestLoadNeeds } = require('./load-needs.cjs');

const FIXTURE = path.join(__dirname, 'fixtures', 'load-needs');
const SHARED = '@jridgewell/trace-mapping';

function build(outDir) {
  const compiler = webpack({
    mode: 'production',
    context: FIXTURE,
    entry: { main: './index.js' },
    output: { path: outDir, publicPath: '/', filename: '[name].[contenthash].js', uniqueName: 'loadNeeds' },
    resolve: { modules: [path.join(__dirname, 'node_modules'), 'node_modules'] },
    optimization: { minimize: false },
    plugins: [
      new ModuleFederationPlugin({
        name: 'loadNeeds',
        filename: 'remoteEntry.js',
        exposes: { './Page': './page.js' },
        shared: { [SHARED]: { singleton: true, requiredVersion: false } },
        manifest: { fileName: 'mf-manifest.json', additionalData: manifestLoadNeeds },
        dts: false,
      }),
    ],
  });
  return runCompiler(compiler);
}

describe('manifestLoadNeeds', () => {
  let outDir;
  let manifest;
  beforeAll(async () => {
    outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'load-needs-'));
    await build(outDir);
    manifest = JSON.parse(fs.readFileSync(path.join(outDir, 'mf-manifest.json'), 'utf8'));
  }, 60000);
  afterAll(() => fs.rmSync(outDir, { recursive: true, force: true }));

  it("lists the exposed page's chunk files and the shared module it consumes as it loads", () => {
    const [page] = manifest.exposes;
    expect(page.path).toBe('./Page');
    const { js, shared } = page.assets.atLoad;
    expect(shared).toEqual([SHARED]);
    expect(js.length).toBeGreaterThan(0);
    for (const file of js) expect(fs.existsSync(path.join(outDir, file))).toBe(true);
    const pageCode = js.map((file) => fs.readFileSync(path.join(outDir, file), 'utf8')).join('\n');
    expect(pageCode).toContain('typeof');
    // The shared package is fetched through its own entry, never bundled into the page's chunks.
    expect(pageCode).not.toContain('class TraceMap');
  });

  it("lists the files the shared module's provider fetches when it loads", () => {
    const entry = manifest.shared.find((item) => item.name === SHARED);
    const { js, shared } = entry.assets.atLoad;
    expect(shared).toEqual([]);
    const code = js.map((file) => fs.readFileSync(path.join(outDir, file), 'utf8')).join('\n');
    expect(code).toContain('TraceMap');
  });
});
