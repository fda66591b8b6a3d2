// The shell's build writes modules for its server into dist/server (the route matcher, the page
// heads: docs/adr/0033, docs/adr/0130). This loads one, and loads it again when a rebuild replaced it.
const { readFileSync, statSync } = require('node:fs');
const { createRequire } = require('node:module');
const { dirname, join } = require('node:path');
const { constants: vmConstants, runInThisContext } = require('node:vm');

/**
 * A CommonJS file's exports, read afresh: require() would keep the first build's version cached.
 * Its own require() resolves from the file, as Node's would (the renderer's jsdom: docs/adr/0140).
 * @param {string} file
 */
function loadModule(file) {
  const wrapped = `(function (exports, require, module, __filename, __dirname) {${readFileSync(file, 'utf8')}\n})`;
  const module = { exports: {} };
  // import() inside the module works as in any file: the server renderer's federation runtime
  // imports Node's built-ins that way (docs/adr/0140).
  runInThisContext(wrapped, {
    filename: file,
    importModuleDynamically: vmConstants.USE_MAIN_CONTEXT_DEFAULT_LOADER,
  })(module.exports, createRequire(file), module, file, dirname(file));
  return module.exports;
}

/**
 * A function giving a built module's current exports, or null while the file is missing (a dev
 * build, an old dist). Loading errors are thrown to the caller, which decides what to serve.
 * @param {string} root the shell's dist folder
 * @param {string} relativeFile e.g. 'server/page-head.cjs'
 * @param {{ beforeReplace?: (previous: any) => void }} [options] `beforeReplace`: called with the
 *   exports of the build a rebuilt file replaces, before the new one loads (the renderer's
 *   `dispose`: it clears what it set up in the process); its errors are reported, not thrown
 * @returns {() => any}
 */
function builtModuleOf(root, relativeFile, { beforeReplace } = {}) {
  const file = join(root, relativeFile);
  let loaded = null;
  return function current() {
    const info = statSync(file, { throwIfNoEntry: false });
    if (!info?.isFile()) return null;
    if (!loaded || loaded.mtimeMs !== info.mtimeMs || loaded.size !== info.size) {
      if (loaded && beforeReplace) {
        try {
          beforeReplace(loaded.exports);
        } catch (error) {
          console.error(`static-server: ${file}: the replaced build could not be let go`, error);
        }
      }
      loaded = { mtimeMs: info.mtimeMs, size: info.size, exports: loadModule(file) };
    }
    return loaded.exports;
  };
}

module.exports = { builtModuleOf, loadModule };
