import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { apiFaultBody } from 'shared-contracts/schemas';
import type { ErrorResponse } from '../../contracts';
import { fromThisMachineOnly } from '../../http/loopback';

// Faults the API plays for everyone while a tester asks (`pnpm fault api-down`;
// docs/recovery-testing.md). Only with FAULT_INJECTION=1, which `npm start` sets from its runtime
// config's `faultInjection`; a production API never registers any of this.

/** The API's fault modes, as docs/recovery-testing.md names them. */
export type ApiFault = { name: 'api-down' } | { name: 'api-slow'; ms: number } | { name: 'api-401' };

/** The control route, answered from the machine itself only. */
export const API_FAULT_PATH = '/api/dev/fault/';

const MAX_DELAY_MS = 600_000;
const BEARER = /^Bearer\s+([^.\s]+)\.([^.\s]+)\.(\S+)$/i;

function parseApiFault(text: unknown): ApiFault | null {
  if (text === 'api-down' || text === 'api-401') return { name: text };
  const match = typeof text === 'string' ? /^api-slow[:-](\d{1,6})$/.exec(text) : null;
  const ms = match ? Number(match[1]) : NaN;
  return ms <= MAX_DELAY_MS ? { name: 'api-slow', ms } : null;
}

const format = (fault: ApiFault | null) =>
  fault === null ? null : fault.name === 'api-slow' ? `api-slow:${fault.ms}` : fault.name;

/** Seconds since the epoch at which the request's access token was issued, or null. */
function issuedAt(request: FastifyRequest): number | null {
  const payload = BEARER.exec(request.headers.authorization ?? '')?.[2];
  if (!payload) return null;
  try {
    const { iat } = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as { iat?: unknown };
    return typeof iat === 'number' ? iat : null;
  } catch {
    return null;
  }
}

const wait = (ms: number, request: FastifyRequest) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    request.raw.once('close', () => {
      clearTimeout(timer);
      resolve();
    });
  });

/**
 * Installs the fault hook and the control route. Call it after CORS is registered, so a fault's
 * 401 still carries the CORS headers the browser needs to read it.
 * - api-down: every connection is dropped without an answer;
 * - api-slow: every request waits `ms` first;
 * - api-401: access tokens issued before the switch (earlier seconds) answer 401, as expired ones:
 *   clients refresh once, and the new token works.
 */
export function installApiFaults(app: FastifyInstance, now: () => number): void {
  let fault: ApiFault | null = null;
  let since = 0;

  /** Plays the fault on one request; true when it answered it (or dropped it) instead. */
  const play = async (active: ApiFault, request: FastifyRequest, reply: FastifyReply) => {
    if (active.name === 'api-down') {
      reply.hijack();
      request.raw.socket.destroy();
      return true;
    }
    if (active.name === 'api-slow') {
      await wait(active.ms, request);
      return false;
    }
    const iat = issuedAt(request);
    if (iat === null || iat >= Math.floor(since / 1000)) return false;
    void reply
      .code(401)
      .header('www-authenticate', 'Bearer')
      .send({ detail: 'Access token is invalid or expired.' } satisfies ErrorResponse);
    return true;
  };

  // Callback style: while no fault is on (nearly always), a request costs no promise here. A hook
  // that answered does not call done, which ends the request there.
  app.addHook('onRequest', (request, reply, done) => {
    if (!fault || request.url.startsWith(API_FAULT_PATH)) {
      done();
      return;
    }
    play(fault, request, reply).then((answered) => {
      if (!answered) done();
    }, done);
  });

  // The socket's own address: a proxy setting or a forwarded header must not open this up.
  const fromHere = fromThisMachineOnly('Faults are switched from this machine only.');

  app.get(API_FAULT_PATH, { onRequest: fromHere }, () => ({ mode: format(fault) }));
  app.put<{ Body: { mode: string } }>(
    API_FAULT_PATH,
    {
      onRequest: fromHere,
      schema: { body: apiFaultBody },
    },
    async (request, reply) => {
      const parsed = parseApiFault(request.body.mode);
      if (!parsed)
        return reply.code(400).send({
          detail: `Unknown API fault "${request.body.mode}": api-down, api-slow:<ms> or api-401.`,
        } satisfies ErrorResponse);
      fault = parsed;
      since = now();
      request.log.warn({ fault: format(fault) }, 'API fault switched on');
      return { mode: format(fault) };
    },
  );
  app.delete(API_FAULT_PATH, { onRequest: fromHere }, (request) => {
    if (fault) request.log.warn({ fault: format(fault) }, 'API fault cleared');
    fault = null;
    return { mode: null };
  });
}
