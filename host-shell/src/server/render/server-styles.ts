// The CSS of what the server rendered (docs/adr/0140). Server builds file each stylesheet's text
// under their app's name (tooling/webpack server-styles-loader.cjs) when its module runs; the page
// carries the shell's and the rendered remote's, one <style> element each, so it shows styled
// before any script runs; the browser's style-loader adds only the ones it lacks (ADR 0184).

/** The registry's key on globalThis (server-styles-loader.cjs REGISTRY). */
const REGISTRY = '__SERVER_STYLES__';

type Registry = Record<string, Record<string, string>>;

const registry = (): Registry => {
  const global = globalThis as { [REGISTRY]?: Registry };
  global[REGISTRY] ??= {};
  return global[REGISTRY];
};

/** Every stylesheet an app's server build has run, in the order they ran. */
export function stylesheetsOf(app: string): string[] {
  return Object.values(registry()[app] ?? {});
}

/** Drops a remote's stylesheets (its container was replaced: the new one files its own). */
export function forgetStyles(app: string): void {
  delete registry()[app];
}

/**
 * One <style> element per stylesheet, so the browser's style-loader can tell which of its own it
 * need not add again (tooling/webpack styles/, docs/adr/0184). `</style` inside a text cannot end
 * its element early (such a text then differs from the browser's, which adds its own copy).
 */
export function styleElements(app: string, stylesheets: readonly string[], nonce: string): string {
  return stylesheets
    .filter((css) => css.length > 0)
    .map((css) => {
      const text = css.replace(/<\/style/gi, '<\\/style');
      return `<style nonce="${nonce}" data-server-styles="${app}">${text}</style>`;
    })
    .join('');
}
