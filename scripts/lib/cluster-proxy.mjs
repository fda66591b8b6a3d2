// The one entry point of `pnpm start:cluster`: a reverse proxy (http-proxy, WebSockets included)
// that spreads requests over the API servers whose health check answers, as a production load
// balancer does (docs/production.md). A server that starts draining fails its health check and
// gets no new request; one that does not answer at all is skipped until it does again.
import { Agent, createServer } from 'node:http';
import httpProxy from 'http-proxy';

/** How often each API server's health check is asked. */
const HEALTH_EVERY_MS = 250;
const HEALTH_PATH = '/api/rest/rest-check/';

/**
 * Listens on `port` (127.0.0.1) in front of `upstreams` (`http://127.0.0.1:<port>` each).
 * @returns {Promise<{ url: string, healthy: () => string[], close: () => Promise<void> }>}
 */
export async function startClusterProxy({ port, upstreams }) {
  const healthy = new Set();
  let next = 0;
  const pick = () => {
    const live = upstreams.filter((upstream) => healthy.has(upstream));
    if (live.length === 0) return null;
    next = (next + 1) % live.length;
    return live[next];
  };

  const check = async (upstream) => {
    try {
      const response = await fetch(`${upstream}${HEALTH_PATH}`, { signal: AbortSignal.timeout(1_000) });
      if (response.ok) healthy.add(upstream);
      else healthy.delete(upstream);
    } catch {
      healthy.delete(upstream);
    }
  };
  const checkAll = () => Promise.all(upstreams.map(check));
  await checkAll();
  const timer = setInterval(() => void checkAll(), HEALTH_EVERY_MS);

  // xfwd: the API servers see the client's address in X-Forwarded-For (they trust loopback).
  // Connections to the servers are kept open and reused, as a load balancer's are: a new TCP
  // connection per request would cost more than the request.
  const agent = new Agent({ keepAlive: true, maxSockets: 128 });
  const proxy = httpProxy.createProxyServer({ xfwd: true, ws: true, agent });
  proxy.on('error', (error, _request, target) => {
    // A server that went away between two health checks: this request fails with a clear 502.
    if (target && typeof target.writeHead === 'function' && !target.headersSent) {
      target.writeHead(502, { 'content-type': 'application/json', 'retry-after': '1' });
      target.end(JSON.stringify({ detail: 'No API server answered; try again.' }));
    } else target?.destroy?.();
    void error;
  });

  const unavailable = (response) => {
    response.writeHead(503, { 'content-type': 'application/json', 'retry-after': '1' });
    response.end(JSON.stringify({ detail: 'No API server is up yet; try again.' }));
  };
  const server = createServer((request, response) => {
    const target = pick();
    if (!target) return unavailable(response);
    proxy.web(request, response, { target });
  });
  server.on('upgrade', (request, socket, head) => {
    const target = pick();
    if (!target) return socket.destroy();
    proxy.ws(request, socket, head, { target });
  });
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', resolve);
  });
  return {
    url: `http://127.0.0.1:${port}`,
    healthy: () => upstreams.filter((upstream) => healthy.has(upstream)),
    close: async () => {
      clearInterval(timer);
      server.closeAllConnections?.();
      await new Promise((resolve) => server.close(resolve));
      proxy.close();
      agent.destroy();
    },
  };
}
