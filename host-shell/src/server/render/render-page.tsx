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
  resolveBrand,
  setRuntimeConfig,
  VISITOR_COOKIE,
  visitorIdOfCookies,
  type RuntimeConfig,
} from 'shared-contracts';
import { App } from '../../app/app';
import { designTokens, type PageOrigin } from '../../features/brand';
import { SERVER_RENDERED_ATTRIBUTE } from '../../preload/server-rendered-page';
import { RenderScopeProvider } from '../../features/remotes';
import { escapeHtml } from '../page-head/render-head';
import { pageOfUrl } from '../page-head/page-of-url';
import { pageDataBlocks, serverReadsOf, type ServerPage } from './page-data';
import { serverRemoteLoader } from './server-remote-loader';
import type { ServerFault, ServerRemotes } from './server-remotes';
import { styleElement, stylesOf } from './server-styles';

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
  /** Set-Cookie for a first visit: the visitor id the page was rendered for, which the browser adopts. */
  setCookie: string | null;
}

/** A year, as the browser keeps it (shared-contracts visitor-id.ts). */
const VISITOR_COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60;

/**
 * Whether this URL is rendered on the server: a page of the brand's table without a guard, outside
 * the editors' /ab_test view. There the API answers with the editor's tools (each block's Edit
 * link) for a token the server never sees, so the browser renders those pages, as before.
 */
export function isServerRendered(
  config: RuntimeConfig,
  url: { hostname: string; pathname: string },
): boolean {
  const page = pageOfUrl(config, url);
  return page.found && page.route !== null && !page.route.guard && !locationOf(config, url).abTest;
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

export async function renderPage(remotes: ServerRemotes, request: RenderRequest): Promise<RenderedPage> {
  const { config, url, nonce, budgetMs = REMOTE_BUDGET_MS } = request;
  const started = Date.now();
  setRuntimeConfig(config);
  const found = pageOfUrl(config, url);
  const route = found.route;
  const location = locationOf(config, url);
  if (!found.found || !route || route.guard || location.abTest) throw new Error('not a server-rendered page');

  // A page module takes part by exporting `prepare` (its reads, its per-request store): one that
  // does not may still keep state in its tab's store, so its placeholder is rendered instead.
  const fault = request.faults?.[route.remote] ?? null;
  const module = await remotes.page(config.remotes, route.remote, route.module, budgetMs, fault);
  const loaded = module?.prepare ? module : undefined;
  const known = visitorIdOfCookies(request.cookies);
  const visitorId = known ?? randomUUID();
  const scope = createRenderScope({ visitorId });
  if (loaded?.prepare) {
    const left = Math.max(0, budgetMs - (Date.now() - started));
    let timer: ReturnType<typeof setTimeout> | undefined;
    await Promise.race([
      loaded.prepare(scope, { brand: location.brand, pageKey: route.pageKey, params: found.params }),
      new Promise((resolve) => {
        timer = setTimeout(resolve, left);
      }),
    ])
      .catch(() => undefined)
      .finally(() => clearTimeout(timer));
  }

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

  let page: ServerPage | null = loaded ? { remote: route.remote, module: route.module } : null;
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
  const styles = [
    styleElement('shell', stylesOf('shell'), nonce),
    ...(page ? [styleElement(page.remote, stylesOf(page.remote), nonce)] : []),
  ].join('');
  return {
    htmlAttributes: [
      `style="${escapeHtml(tokens)}" data-brand="${escapeHtml(location.brand)}"`,
      // The route preloader starts no first read: the page's reads are in it (route-preload.ts).
      ...(page ? [SERVER_RENDERED_ATTRIBUTE] : []),
    ].join(' '),
    head: `${styles}${pageDataBlocks(page ? serverReadsOf(scope) : {}, page)}`,
    body: rendered.html,
    page,
    setCookie: known
      ? null
      : `${VISITOR_COOKIE}=${visitorId}; Path=/; Max-Age=${VISITOR_COOKIE_MAX_AGE_S}; SameSite=Lax`,
  };
}

/** The server's router never navigates: links render, and the browser's router takes over. */
const STATIC_NAVIGATOR = {
  createHref: (to: To) => (typeof to === 'string' ? to : createPath(to)),
  push: () => undefined,
  replace: () => undefined,
  go: () => undefined,
};
