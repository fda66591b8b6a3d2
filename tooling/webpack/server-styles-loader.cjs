// The server build's stand-in for style-loader (docs/adr/0140): a CSS module exports the same
// class names as in the browser (css-loader with the browser's options) and files its CSS text
// under the app's name in a registry on globalThis, so the shell's server renderer can put the
// styles of what it rendered into the HTML (no unstyled first paint, no layout shift on hydration).

/** The registry's key on globalThis; host-shell/src/server/render/server-styles.ts reads it. */
const REGISTRY = '__SERVER_STYLES__';

module.exports = function serverStylesLoader() {};

module.exports.pitch = function pitch(request) {
  const { app } = this.getOptions();
  const id = this.utils.contextify(this.rootContext, this.resourcePath);
  const cssRequest = JSON.stringify(`!!${request}`);
  return [
    `import content from ${cssRequest};`,
    `const registry = (globalThis[${JSON.stringify(REGISTRY)}] ??= {});`,
    `(registry[${JSON.stringify(app)}] ??= {})[${JSON.stringify(id)}] = String(content);`,
    'export default content.locals || {};',
  ].join('\n');
};

module.exports.REGISTRY = REGISTRY;
