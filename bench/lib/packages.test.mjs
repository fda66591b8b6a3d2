import {
  bytesByPackage,
  charactersByPackage,
  developmentModules,
  packageOf,
  singletonCopies,
} from './packages.mjs';

describe('bytes by package', () => {
  it('names the package of a module path, scoped packages and shared-contracts included', () => {
    expect(packageOf('react-dom/cjs/react-dom-client.production.js')).toBe('react-dom');
    expect(packageOf('@react-oauth/google/dist/index.esm.js')).toBe('@react-oauth/google');
    expect(packageOf('@module-federation/runtime-core/dist/index.js')).toBe('mf-runtime');
    expect(packageOf('react-router-dom/dist/index.mjs')).toBe('react-router');
    expect(packageOf('shared-contracts/src/index.ts')).toBe('shared-contracts');
    expect(packageOf('../shared-ui/src/button/button.tsx')).toBe('shared-ui');
    expect(packageOf('../tooling/remote-kit/src/index.ts')).toBe('remote-kit');
    expect(packageOf('./src/app/app.tsx')).toBeNull();
    expect(packageOf('webpack/runtime/load script')).toBe('webpack');
  });

  // A minified file of 2,000 characters: 1,000 of axios that compress to almost nothing, 1,000 of
  // the app's own that do not compress, 10 of webpack's glue; what its source map says of them.
  const repetitive = 'a'.repeat(1000);
  let seed = 1;
  const noisy = Array.from({ length: 1000 }, () => {
    seed = (seed * 48271) % 2147483647;
    return String.fromCharCode(33 + (seed % 89));
  }).join('');
  const fixture = {
    app: 'shell',
    file: 'main.1234.js',
    gzipBytes: 1000,
    text: `${repetitive}${noisy}(e,t,n)=>{`,
    chunk: {
      modules: [
        ['axios/lib/axios.js', 5000],
        ['./src/index.ts', 100],
      ],
      sourceSpans: {
        'main.1234.js': {
          sources: ['axios/lib/axios.js', './src/index.ts'],
          spans: [
            [0, 1000, 0],
            [1000, 2000, 1],
            [2000, 2010, -1],
          ],
        },
      },
    },
  };

  it("gives each package the minified characters its source map gives it, the app's own to the app", () => {
    const parts = charactersByPackage('shell', fixture.text, fixture.chunk.sourceSpans['main.1234.js']);
    expect(Object.keys(parts)).toEqual(['axios', 'shell', 'webpack']);
    expect(parts.axios.join('')).toBe(repetitive);
    expect(parts.shell.join('')).toBe(noisy);
    expect(parts.webpack.join('')).toBe('(e,t,n)=>{');
  });

  it('splits the gzipped bytes by what each part weighs compressed, not by module size', () => {
    const split = bytesByPackage([fixture]);
    expect(Object.values(split).reduce((sum, bytes) => sum + bytes, 0)).toBeGreaterThanOrEqual(999);
    expect(Object.keys(split).sort()).toEqual(['axios', 'shell', 'webpack']);
    // Module sizes (5,000 to 100) would give axios 98 %; its characters compress to a few bytes.
    expect(split.axios).toBeLessThan(50);
    expect(split.shell).toBeGreaterThan(900);
  });

  it('splits a file without source spans (no mapped code, so no map) by module size', () => {
    const { sourceSpans, ...chunk } = fixture.chunk;
    expect(sourceSpans).toBeDefined();
    expect(bytesByPackage([{ ...fixture, chunk }])).toEqual({ axios: 980, shell: 20 });
  });

  it('counts the shared router and toolkit re-export modules as their packages', () => {
    expect(packageOf('../tooling/webpack/router-exports.mjs')).toBe('react-router');
    expect(packageOf('../../tooling/webpack/rtk-exports.mjs')).toBe('@reduxjs/toolkit');
    expect(packageOf('../tooling/webpack/source-spans.cjs')).toBe('webpack');
  });

  it('counts a file without module information under its app', () => {
    expect(bytesByPackage([{ app: 'content', gzipBytes: 42 }])).toEqual({ content: 42 });
  });

  it('finds two copies of react-dom when two files hold the same react-dom module', () => {
    const dom = ['react-dom/cjs/react-dom-client.production.js', 500];
    const files = [
      { app: 'shell', gzipBytes: 1, chunk: { modules: [dom, ['react/index.js', 10]] } },
      { app: 'shop', gzipBytes: 1, chunk: { modules: [dom] } },
    ];
    expect(singletonCopies(files)).toEqual({
      react: 1,
      'react-dom': 2,
      'react-router': 0,
      'shared-contracts': 0,
      'mf-runtime-core': 0,
    });
  });

  it("finds two Module Federation runtimes when the shell's and a remote entry's both hold runtime-core", () => {
    const core = ['@module-federation/runtime-core/dist/core.js', 500];
    const glue = ['@module-federation/webpack-bundler-runtime/dist/init.js', 50];
    const files = [
      { app: 'shell', gzipBytes: 1, chunk: { modules: [core, glue] } },
      { app: 'shop', gzipBytes: 1, chunk: { modules: [glue] } },
    ];
    expect(singletonCopies(files)['mf-runtime-core']).toBe(1);
    files[1].chunk.modules.push(core);
    expect(singletonCopies(files)['mf-runtime-core']).toBe(2);
  });

  it("lists the modules of a package's development build", () => {
    const files = [
      {
        app: 'shell',
        gzipBytes: 1,
        chunk: {
          modules: [
            ['react-router/dist/development/index.mjs', 10],
            ['react-router/dist/production/dom-export.mjs', 10],
            ['react-dom/cjs/react-dom-client.development.js', 10],
            ['react-dom/cjs/react-dom-client.production.js', 10],
          ],
        },
      },
    ];
    expect(developmentModules(files)).toEqual([
      'react-router/dist/development/index.mjs',
      'react-dom/cjs/react-dom-client.development.js',
    ]);
  });

  it('counts one copy when a package is split over several files without repeating a module', () => {
    const files = [
      { app: 'shell', gzipBytes: 1, chunk: { modules: [['react-dom/index.js', 10]] } },
      { app: 'shell', gzipBytes: 1, chunk: { modules: [['react-dom/client.js', 10]] } },
    ];
    expect(singletonCopies(files)['react-dom']).toBe(1);
  });
});
