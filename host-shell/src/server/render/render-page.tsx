// The shell's server renderer (docs/adr/0140): one request's page with React's streaming renderer,
// the brand's layout, header and footer around the route's remote page, loaded from that remote's
// Node container within a budget. Whatever goes wrong with the remote (down, slow, throwing) gives
// the page with the browser's placeholder in its place; only a failure of the shell's own frame
// rejects, and the static server then sends the page as the browser renders it (never a 500).
import { randomUUID } from 'node:crypto';
import { PassThrough } from 'node:stream';
import { StrictMode, type ReactNode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { createPath, Router, type To } from 'react-router-dom';
import {
  createRenderScope,
  guestCartOfCookies,
  resolveBrand,
  setRuntimeConfig,
  VISITOR_COOKIE,
  visitorIdOfCookies,
  type GuardKind,
  type RouteDef,
  type RuntimeConfig,
} from 'shared-contracts';
import { App } from '../../app/app';
import { designTokens, type PageOrigin } from '../../features/brand';
import {
  SERVER_CART_ATTRIBUTE,
  SERVER_CART_COUNT_ATTRIBUTE,
  SERVER_RENDERED_ATTRIBUTE,
} from '../../preload/server-rendered-page';
import { RenderScopeProvider } from '../../features/remotes';
import { escapeHtml } from '../page-head/render-head';
import { pageOfUrl } from '../page-head/page-of-url';
import { cartReadOf, pageDataBlocks, serverReadsOf, type ServerPage } from './page-data';
import { renderKeyOf } from './render-key';
import { serverRemoteLoader } from './server-remote-loader';
import type { ServerFault, ServerRemotes } from './server-remotes';
import { styleElements, stylesheetsOf } from './server-styles';

/** Longest wait for a remote's page and its reads before its placeholder is rendered instead. */
export const REMOTE_BUDGET_MS = 300;
/** Longest a render may take once everything is loaded (a page that suspends forever). */
const RENDER_LIMIT_MS = 1_000;

export interface RenderRequest {
  config: RuntimeConfig;
  url: { hostname: string; pathname: string; search?: string };
  /** The page's origin as the browser will see it (brand links to other hosts). */
  origin: PageOrigin;
  /** This response's CSP nonce: every inline element the renderer writes carries it. */
  nonce: string;
  /** The request's Cookie header: its visitor id picks the visitor's own A/B variants. */
  cookies?: string | undefined;
  budgetMs?: number;
  /**
   * Asked once the page's reads are in, with the key of what the render would show (render-key.ts):
   * true when the caller keeps that render already, which is then not made again.
   */
  reuse?: (renderKey: string) => boolean;
  /** Server-side faults switched for everyone, by remote (docs/recovery-testing.md). */
  faults?: Partial<Record<string, ServerFault>> | null;
}

export interface RenderedPage {
  /** Attributes of <html>: the brand's design tokens and name, as the browser sets them. */
  htmlAttributes: string;
  /** For <head>: the styles of what was rendered and the data blocks for the browser. */
  head: string;
  /** The markup of #root. */
  body: string;
  /** The remote page in it, or null when its placeholder is. */
  page: ServerPage | null;
  /**
   * Whether the markup is the whole page, read without JavaScript: the route's remote page, or the
   * brand's not-found page (the static server then drops the note asking for JavaScript).
   */
  complete: boolean;
  /** Set-Cookie for a first visit: the visitor id the page was rendered for, which the browser adopts. */
  setCookie: string | null;
  /** What the page shows besides its URL (render-key.ts), or null when it must not be kept. */
  renderKey: string | null;
}

/** The caller's kept render is the page (`reuse` said so): only this visitor's cookie is new. */
export interface ReusedPage {
  reused: true;
  renderKey: string;
  setCookie: string | null;
}

/** A year, as the browser keeps it (shared-contracts visitor-id.ts). */
const VISITOR_COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60;

/**
 * Guards whose pages the server renders (docs/adr/0145, 0150). It never sees the session (the
 * token stays in the browser): a guests' page (login, register) is rendered as a guest sees it, and
 * a signed-in user's page ('auth', 'otp') as its frame, its personal parts placeholders; the
 * browser's guard decides after hydration (a signed-in visitor sent on from login, a visitor
 * without a session to login). The editors' pages stay the browser's: their frame is the editor's
 * own tools.
 */
const SERVER_RENDERED_GUARDS: ReadonlySet<GuardKind> = new Set(['guest', 'auth', 'otp']);

export function rendersOnServer(route: RouteDef): boolean {
  return !route.guard || SERVER_RENDERED_GUARDS.has(route.guard);
}

/**
 * What the server renders at this URL: a page of the brand's table it renders (rendersOnServer),
 * the brand's not-found page at an unknown path, or nothing (the shell's own pages for editors,
 * and the editors' /ab_test view: there the API answers with the editor's tools, each block's
 * Edit link, for a token the server never sees, so the browser renders those pages, as before).
 */
function serverRenderOf(
  config: RuntimeConfig,
  url: { hostname: string; pathname: string },
): { kind: 'page'; route: RouteDef } | { kind: 'not-found' } | null {
  if (locationOf(config, url).abTest) return null;
  const page = pageOfUrl(config, url);
  if (!page.found) return { kind: 'not-found' };
  return page.route && rendersOnServer(page.route) ? { kind: 'page', route: page.route } : null;
}

/** Whether this URL is rendered on the server (the static server asks before rendering). */
export function isServerRendered(
  config: RuntimeConfig,
  url: { hostname: string; pathname: string },
): boolean {
  return serverRenderOf(config, url) !== null;
}

function locationOf(config: RuntimeConfig, url: { hostname: string; pathname: string }) {
  return resolveBrand({
    hostname: url.hostname,
    pathname: url.pathname,
    brandHosts: config.brandHosts,
    productWord: config.productWord,
  });
}

function renderToString(tree: ReactNode, nonce: string): Promise<{ html: string; errors: unknown[] }> {
  return new Promise((resolve, reject) => {
    const errors: unknown[] = [];
    let html = '';
    const sink = new PassThrough();
    sink.setEncoding('utf8');
    sink.on('data', (chunk: string) => {
      html += chunk;
    });
    // The limit's timer holds the whole tree (and the remote's build): cleared as soon as it is done.
    const limit: { timer?: ReturnType<typeof setTimeout> } = {};
    sink.on('end', () => {
      clearTimeout(limit.timer);
      resolve({ html, errors });
    });
    const stream = renderToPipeableStream(tree, {
      nonce,
      // Everything first: a part that failed is rendered again without the remote, before a byte goes out.
      onAllReady: () => stream.pipe(sink),
      onShellError: (error) => {
        clearTimeout(limit.timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
      onError: (error) => {
        errors.push(error);
      },
    });
    limit.timer = setTimeout(() => stream.abort(new Error('server render took too long')), RENDER_LIMIT_MS);
    limit.timer.unref();
  });
}

/** Without `reuse`, always the rendered page. */
export function renderPage(
  remotes: ServerRemotes,
  request: Omit<RenderRequest, 'reuse'>,
): Promise<RenderedPage>;
export function renderPage(
  remotes: ServerRemotes,
  request: RenderRequest,
): Promise<RenderedPage | ReusedPage>;
export async function renderPage(
  remotes: ServerRemotes,
  request: RenderRequest,
): Promise<RenderedPage | ReusedPage> {
  const { config, url, nonce, budgetMs = REMOTE_BUDGET_MS } = request;
  const started = Date.now();
  setRuntimeConfig(config);
  const found = pageOfUrl(config, url);
  const location = locationOf(config, url);
  const target = serverRenderOf(config, url);
  if (!target) throw new Error('not a server-rendered page');
  // An unknown path: the brand's not-found page, all the shell's own (no remote, no reads).
  const route = target.kind === 'page' ? target.route : null;

  // A page module takes part by exporting `prepare` (its reads, its per-request store): one that
  // does not may still keep state in its tab's store, so its placeholder is rendered instead.
  const fault = route ? (request.faults?.[route.remote] ?? null) : null;
  const module = route
    ? await remotes.page(config.remotes, route.remote, route.module, budgetMs, fault)
    : undefined;
  const loaded = module?.prepare ? module : undefined;
  const known = visitorIdOfCookies(request.cookies);
  const visitorId = known ?? randomUUID();
  const scope = createRenderScope({ visitorId, guestCart: guestCartOfCookies(request.cookies) });
  // Whether the page's reads all ended within the budget: only such a render may be kept.
  let prepared = false;
  if (route && loaded?.prepare) {
    const left = Math.max(0, budgetMs - (Date.now() - started));
    let timer: ReturnType<typeof setTimeout> | undefined;
    await Promise.race([
      loaded
        .prepare(scope, { brand: location.brand, pageKey: route.pageKey, params: found.params })
        .then(() => {
          prepared = true;
        }),
      new Promise((resolve) => {
        timer = setTimeout(resolve, left);
      }),
    ])
      .catch(() => undefined)
      .finally(() => clearTimeout(timer));
  }
  const setCookie = known
    ? null
    : `${VISITOR_COOKIE}=${visitorId}; Path=/; Max-Age=${VISITOR_COOKIE_MAX_AGE_S}; SameSite=Lax`;
  const renderKey =
    prepared && route
      ? renderKeyOf(scope, { remote: route.remote, module: route.module }, remotes.version?.(route.remote))
      : null;
  if (renderKey !== null && request.reuse?.(renderKey)) return { reused: true, renderKey, setCookie };
  // The guest cart the page read (docs/adr/0189): the header's badge shows its count.
  const cart = scope.guestCart ? cartReadOf(scope, scope.guestCart.id) : null;

  const frame = (page: ServerPage | null) => {
    const component = page && loaded ? loaded.default : undefined;
    const remoteLoader = serverRemoteLoader(page && component ? { ...page, component } : null);
    const href = `${url.pathname}${url.search ?? ''}`;
    return (
      <StrictMode>
        <RenderScopeProvider scope={scope}>
          <App
            config={config}
            location={location}
            remoteLoader={remoteLoader}
            origin={request.origin}
            serverCart={page ? cart : null}
            router={(basename, children) => (
              <Router basename={basename} location={href} navigator={STATIC_NAVIGATOR} static>
                {children}
              </Router>
            )}
          />
        </RenderScopeProvider>
      </StrictMode>
    );
  };

  let page: ServerPage | null = route && loaded ? { remote: route.remote, module: route.module } : null;
  // No boundary is around the page on the server (error boundaries do not catch there): a remote
  // page that throws fails the whole render, which then runs again with its placeholder.
  let rendered = page ? await renderToString(frame(page), nonce).catch(() => null) : null;
  if (!rendered || rendered.errors.length > 0) {
    page = null;
    rendered = await renderToString(frame(null), nonce);
  }
  if (rendered.errors.length > 0) throw rendered.errors[0];

  const tokens = Object.entries(designTokens(location.brand))
    .map(([name, value]) => `${name}: ${value}`)
    .join('; ');
  const renderedCart = page ? cart : null;
  const styles = [
    styleElements('shell', stylesheetsOf('shell'), nonce),
    ...(page ? [styleElements(page.remote, stylesheetsOf(page.remote), nonce)] : []),
  ].join('');
  return {
    htmlAttributes: [
      `style="${escapeHtml(tokens)}" data-brand="${escapeHtml(location.brand)}"`,
      // The route preloader starts no first read: the page's reads are in it (route-preload.ts).
      ...(page ? [SERVER_RENDERED_ATTRIBUTE] : []),
      // Nor the read of the cart whose lines it holds (a guest's, named by its cookie).
      ...(renderedCart
        ? [
            `${SERVER_CART_ATTRIBUTE}="${escapeHtml(renderedCart.id)}"`,
            `${SERVER_CART_COUNT_ATTRIBUTE}="${renderedCart.count}"`,
          ]
        : []),
    ].join(' '),
    head: `${styles}${pageDataBlocks(page ? serverReadsOf(scope) : {}, page)}`,
    body: rendered.html,
    page,
    complete: page !== null || target.kind === 'not-found',
    setCookie,
    // A render that fell back to the placeholder is not kept: the remote may be back next time.
    renderKey: page ? renderKey : null,
  };
}

/** The server's router never navigates: links render, and the browser's router takes over. */
const STATIC_NAVIGATOR = {
  createHref: (to: To) => (typeof to === 'string' ? to : createPath(to)),
  push: () => undefined,
  replace: () => undefined,
  go: () => undefined,
};
