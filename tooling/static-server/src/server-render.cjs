// Server-rendered pages (docs/adr/0140): the shell's renderer, built into dist/server/render.cjs
// (host-shell/src/server/render), renders a public page with the brand's frame and the route's
// remote page from that remote's Node container; this file loads it, bounds it in time and puts
// what it rendered into the page's HTML. Whatever fails gives null: the page as the browser
// renders it, as before (never a 500).
const { randomBytes } = require('node:crypto');
const { join } = require('node:path');
const { builtModuleOf } = require('./built-module.cjs');
const { jsonForScript } = require('./html-page.cjs');

const RENDER_FILE = join('server', 'render.cjs');
/** Longest the whole render may take (the remote's own budget is the renderer's, 300 ms). */
const RENDER_CAP_MS = 1_500;
/** How often the renderer warms up again when it does not say (its remotes' manifest interval). */
const DEFAULT_KEEP_WARM_MS = 5_000;

/** The query parameter of a tab that asks for testers' faults (host-shell preload/tab-fault-request.ts). */
const FAULT_PARAM = 'mf-fault';

/**
 * Whether a request opens a tab with testers' faults (docs/recovery-testing.md): they act on the
 * browser's loads and calls, so that page is rendered by the browser, where the faults can show.
 */
function asksForTabFaults(config, url) {
  return config.faultInjection === true && new URLSearchParams(url.search ?? '').has(FAULT_PARAM);
}

/**
 * The server-side faults switched for everyone (`pnpm fault shop server-down`, fault-board.cjs),
 * by remote, or null when none is or the config does not opt in (fail closed: `faultInjection`
 * must be `true`). The render cache is bypassed while any fault is switched (index.cjs
 * `faultsSwitched`, which reads the same board).
 * @param {object} config the runtime config
 * @param {() => Record<string, { name: string, ms?: number }>} serverFaults
 */
function activeServerFaults(config, serverFaults) {
  if (config.faultInjection !== true) return null;
  const faults = serverFaults();
  return Object.keys(faults).length > 0 ? faults : null;
}

/** A fresh CSP nonce for one response: 128 random bits. */
function createNonce() {
  return randomBytes(16).toString('base64');
}

function withinCap(promise, ms) {
  let timer;
  const late = new Promise((resolve) => {
    timer = setTimeout(() => resolve(null), ms);
  });
  return Promise.race([promise, late]).finally(() => clearTimeout(timer));
}

/**
 * @param {string} root the shell's dist folder
 * @param {{ capMs?: number, serverFaults?: () => Record<string, { name: string, ms?: number }> }} [options]
 *   serverFaults: the board's server-side modes by remote (docs/recovery-testing.md)
 * @returns {(config: object, url: { hostname: string, pathname: string, search: string },
 *   origin: { hostname: string, port: string, protocol: string }, nonce: string,
 *   cookies: string | undefined, reuse?: (renderKey: string) => boolean) => Promise<object | null>}
 *   `reuse`: the render cache's look-up (rendered-page-cache.cjs); the renderer asks it once the
 *   page's reads are in and answers `{ reused: true, setCookie }` when it said yes
 */
function serverRendererOf(root, { capMs = RENDER_CAP_MS, serverFaults = () => ({}) } = {}) {
  // A rebuilt renderer replaces the old one in this process: the old one lets go of the federation
  // state it set up first, so the new one loads its own shared modules and containers.
  const built = builtModuleOf(root, RENDER_FILE, { beforeReplace: (old) => old?.dispose?.() });
  let reported = false;
  const report = (error) => {
    if (!reported)
      console.error(`static-server: server render failed; pages are rendered by the browser`, error);
    reported = true;
  };
  async function renderOf(config, url, origin, nonce, cookies, reuse) {
    try {
      if (asksForTabFaults(config, url)) return null;
      const renderer = built();
      if (!renderer || !renderer.isServerRendered(config, url)) return null;
      const faults = activeServerFaults(config, serverFaults);
      return await withinCap(renderer.render({ config, url, origin, nonce, cookies, reuse, faults }), capMs);
    } catch (error) {
      report(error);
      return null;
    }
  }
  /**
   * Loads the renderer and every page module it renders (the renderer's `warmUp`), so the first
   * visitors after a start are not the ones waiting for them. Resolves with what it loaded, or
   * null when there is no renderer; never rejects.
   * @param {object} config the runtime config
   */
  renderOf.warmUp = async (config) => {
    try {
      const renderer = built();
      return renderer?.warmUp ? await renderer.warmUp(config) : null;
    } catch (error) {
      report(error);
      return null;
    }
  };
  /**
   * Warms up again and again, each run the renderer's interval (`warmUpEveryMs`) after the last
   * one ended: a run reads again every remote manifest older than that interval, and a changed one
   * makes the renderer load the new build's pages (docs/adr/0182), so a redeployed remote is
   * loaded within about that long of its manifest's change, by nobody's visit. Returns its stop.
   * @param {() => object} configOf the runtime config of the moment
   */
  renderOf.keepWarm = (configOf) => {
    let timer = null;
    let stopped = false;
    const interval = () => {
      try {
        return built()?.warmUpEveryMs?.() ?? DEFAULT_KEEP_WARM_MS;
      } catch {
        return DEFAULT_KEEP_WARM_MS;
      }
    };
    const next = () => {
      if (stopped) return;
      timer = setTimeout(() => void renderOf.warmUp(configOf()).finally(next), interval());
      timer.unref();
    };
    next();
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  };
  return renderOf;
}

/** The route preloader inlined in the shell's page (host-shell/public/index.html, src/preload). */
const ROUTE_PRELOADER = /<script id="route-preloader"[\s>]/;
/** A deferred script file of the shell's page (HtmlWebpackPlugin's tags: main.[hash].js). */
const DEFERRED_SCRIPT = /<script\b(?=[^>]*\bdefer\b)[^>]*\bsrc="([^"]+)"[^>]*><\/script>/g;
/** host-shell src/preload/after-first-paint.ts: the attribute and the data block it reads. */
const PAINT_FIRST_ATTRIBUTE = 'data-paint-first';
const SHELL_ENTRY_ID = 'shell-entry';

/**
 * A server-rendered page paints from its HTML alone: its deferred script tags become a data block
 * the route preloader loads from once the page is painted (docs/adr/0180), so they do not share
 * the network with the HTML before that. Only where the preloader is there to load them.
 * @param {string} html
 * @returns {{ html: string, htmlAttribute: string }}
 */
function entryAfterPaint(html) {
  if (!ROUTE_PRELOADER.test(html)) return { html, htmlAttribute: '' };
  const sources = [];
  const without = html.replace(DEFERRED_SCRIPT, (_tag, src) => {
    sources.push(src);
    return '';
  });
  if (sources.length === 0) return { html, htmlAttribute: '' };
  const block = `<script id="${SHELL_ENTRY_ID}" type="application/json">${jsonForScript(sources)}</script>`;
  return {
    html: without.replace(/<\/head>/i, () => `${block}</head>`),
    htmlAttribute: ` ${PAINT_FIRST_ATTRIBUTE}`,
  };
}

/**
 * The page's HTML with what the server rendered: the brand's tokens on <html>, the styles and
 * data blocks at the end of <head>, the markup in #root; the no-JavaScript note only when the
 * page is not all in it (the remote's placeholder is); its scripts start after its first paint.
 * @param {string} html the page as the static server renders it (config and head inlined)
 * @param {{ htmlAttributes: string, head: string, body: string, page: object | null, complete?: boolean }} rendered
 */
function withServerRender(html, rendered) {
  // With the remote's page (or the not-found page) in it the page needs no JavaScript to be read:
  // no note asking for it.
  const whole = Boolean(rendered.page) || rendered.complete === true;
  const { html: page, htmlAttribute } = entryAfterPaint(
    whole ? html.replace(/<noscript>[\s\S]*?<\/noscript>\s*/i, '') : html,
  );
  return page
    .replace(
      /<html\b([^>]*)>/i,
      (_match, attributes) => `<html${attributes} ${rendered.htmlAttributes}${htmlAttribute}>`,
    )
    .replace(/<\/head>/i, () => `${rendered.head}</head>`)
    .replace(/<div id="root"><\/div>/, () => `<div id="root">${rendered.body}</div>`);
}

module.exports = { activeServerFaults, createNonce, serverRendererOf, withServerRender, RENDER_FILE };
