// The CSS of what the server rendered (docs/adr/0140). Server builds file each stylesheet's text
// under their app's name (tooling/webpack server-styles-loader.cjs) when its module runs; the page
// carries the shell's and the rendered remote's in <style> elements, so it shows styled before
// any script runs, and the browser's own style-loader later adds the same rules (no shift).

/** The registry's key on globalThis (server-styles-loader.cjs REGISTRY). */
const REGISTRY = '__SERVER_STYLES__';

type Registry = Record<string, Record<string, string>>;

const registry = (): Registry => {
  const global = globalThis as { [REGISTRY]?: Registry };
  global[REGISTRY] ??= {};
  return global[REGISTRY];
};

/** Every stylesheet an app's server build has run, in the order they ran. */
export function stylesOf(app: string): string {
  return Object.values(registry()[app] ?? {}).join('\n');
}

/** Drops a remote's stylesheets (its container was replaced: the new one files its own). */
export function forgetStyles(app: string): void {
  delete registry()[app];
}

/** A <style> element: `</style` inside the text cannot end it early. */
export function styleElement(app: string, css: string, nonce: string): string {
  if (!css) return '';
  const text = css.replace(/<\/style/gi, '<\\/style');
  return `<style nonce="${nonce}" data-server-styles="${app}">${text}</style>`;
}
