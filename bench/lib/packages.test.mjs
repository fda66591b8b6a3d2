import { bytesByPackage, developmentModules, packageOf, singletonCopies } from './packages.mjs';

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
  });

  it('splits a file over its packages by module size and counts own code under its app', () => {
    const file = {
      app: 'shell',
      gzipBytes: 1000,
      chunk: {
        modules: [
          ['axios/lib/axios.js', 300],
          ['./src/index.ts', 100],
        ],
      },
    };
    expect(bytesByPackage([file])).toEqual({ axios: 750, shell: 250 });
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
