// The faults switched for everyone (docs/recovery-testing.md): one board per `npm start`, read by
// each remote's server on every request, changed by `pnpm fault` through the shell server's
// /__mf-fault route.
const { formatMode, isApiMode, isServerMode, parseMode } = require('./fault-modes.cjs');

const TARGET = /^[a-z]+$/;
const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

/** Modes by target (a remote's name, or `api`). */
function createFaultBoard() {
  const faults = new Map();
  return {
    /** The mode switched for a target, or null. */
    get: (target) => faults.get(target) ?? null,
    set: (target, mode) => void faults.set(target, mode),
    clear: (target) => (target ? void faults.delete(target) : faults.clear()),
    /** The server-side modes by remote, for the shell's renderer: `{ shop: { name: 'server-down' } }`. */
    serverFaults: () => Object.fromEntries([...faults].filter(([, mode]) => isServerMode(mode))),
    /** `{ shop: 'chunk-404', api: 'api-slow:200' }` */
    list: () => Object.fromEntries([...faults].map(([target, mode]) => [target, formatMode(mode)])),
  };
}

/**
 * GET, PUT and DELETE /__mf-fault on the shell's server, for `pnpm fault` and testers' scripts.
 * Only from the machine itself (loopback), only with `faultInjection: true` (else 404), and only
 * JSON bodies (a web page elsewhere cannot send one without a CORS preflight, which is refused).
 * PUT `{ "target": "shop", "mode": "chunk-404" }` (target `api` or none for API modes); DELETE
 * clears all, or one with `?target=shop`. API modes go on to the API server (`setApiFault`).
 * @param {import('fastify').FastifyInstance} app
 * @param {{ board: ReturnType<typeof createFaultBoard>, enabled: () => boolean, remotes: string[],
 *   setApiFault?: (mode: object | null) => Promise<void> }} options
 */
function registerFaultControl(app, { board, enabled, remotes, setApiFault }) {
  const refuse = (reply, status, detail) => reply.code(status).send({ detail });
  const answer = () => ({ faults: board.list() });

  app.addHook('onRequest', async (request, reply) => {
    if (!request.url.startsWith('/__mf-fault')) return undefined;
    if (!enabled()) return refuse(reply, 404, 'Fault injection is off in this runtime config.');
    if (!LOOPBACK.has(request.socket.remoteAddress))
      return refuse(reply, 403, 'Faults are switched from this machine only.');
    return undefined;
  });

  const forwardApi = async (mode, reply) => {
    if (!setApiFault) return refuse(reply, 409, 'No API server runs here; switch API faults on the API.');
    try {
      await setApiFault(mode);
      return null;
    } catch (error) {
      return refuse(reply, 502, `The API did not take the fault: ${error.message}`);
    }
  };

  app.get('/__mf-fault', async () => answer());

  app.put('/__mf-fault', async (request, reply) => {
    const { target: asked, mode: text, ...rest } = request.body ?? {};
    if (Object.keys(rest).length)
      return refuse(reply, 400, `Unknown fields: ${Object.keys(rest).join(', ')}.`);
    const mode = typeof text === 'string' ? parseMode(text) : null;
    if (!mode) return refuse(reply, 400, `Unknown mode "${text}": see docs/recovery-testing.md.`);
    const target = asked ?? (isApiMode(mode) ? 'api' : undefined);
    const validTarget = isApiMode(mode) ? target === 'api' : remotes.includes(target);
    if (typeof target !== 'string' || !TARGET.test(target) || !validTarget)
      return refuse(reply, 400, `Mode ${formatMode(mode)} does not apply to "${target ?? ''}".`);
    if (target === 'api') {
      const refused = await forwardApi(mode, reply);
      if (refused) return refused;
    }
    board.set(target, mode);
    return answer();
  });

  app.delete('/__mf-fault', async (request, reply) => {
    const target = request.query?.target;
    if (target !== undefined && target !== 'api' && !remotes.includes(target))
      return refuse(reply, 400, `Unknown target "${target}".`);
    if ((target === undefined || target === 'api') && board.get('api')) {
      const refused = await forwardApi(null, reply);
      if (refused) return refused;
    }
    board.clear(target);
    return answer();
  });
}

module.exports = { createFaultBoard, registerFaultControl };
