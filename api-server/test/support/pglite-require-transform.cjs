// PGlite's CommonJS build still loads Node built-ins with `await import('fs')`. Jest runs each
// module in a vm context where dynamic import() needs --experimental-vm-modules, so PGlite would
// fail under jest. The built-ins behave the same through require(), so rewrite just those calls.
const { createHash } = require('node:crypto');
const { isBuiltin } = require('node:module');

const VERSION = '1';
const DYNAMIC_IMPORT = /\bimport\((["'])([\w:/]+)\1\)/g;

module.exports = {
  process(sourceText) {
    // The bundle declares its own `var require` inside functions, so keep a name of our own.
    const body = sourceText.replace(DYNAMIC_IMPORT, (call, _quote, name) =>
      isBuiltin(name) ? `Promise.resolve(__jestRequireBuiltin(${JSON.stringify(name)}))` : call,
    );
    return { code: `var __jestRequireBuiltin = require;${body}` };
  },
  getCacheKey(sourceText, sourcePath) {
    return createHash('sha256').update(VERSION).update(sourcePath).update(sourceText).digest('hex');
  },
};
