import type { FastifyPluginCallback, FastifyReply, preHandlerAsyncHookHandler } from 'fastify';
import {
  remoteLoadBatchBody,
  remoteLoadSummaryAnswer,
  remoteLoadSummaryQuery,
} from 'shared-contracts/schemas';
import {
  endpoints,
  isContentEditorRole,
  type ErrorResponse,
  type RemoteLoadBatch,
  type RemoteLoadSummary,
} from '../../contracts';
import type { Database } from '../../db/database';
import { compileBodyValidator } from '../../http/validation';
import {
  deleteRemoteLoadEventsBefore,
  insertRemoteLoadEvents,
  summariseRemoteLoads,
} from './remote-load.repository';

export interface RemoteLoadRoutesOptions {
  db: Database;
  authenticate: preHandlerAsyncHookHandler;
  now: () => number;
  /** Batches one client address may send per minute (then 429). */
  batchesPerMinute: number;
}

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;
/** How long events are kept, and the widest window a summary may ask for. */
export const REMOTE_LOAD_RETENTION_MS = 92 * DAY_MS;
/** A beacon batch is a few kilobytes; anything far larger is not from the shell. */
const BATCH_BODY_LIMIT_BYTES = 64 * 1024;

const refuse = (reply: FastifyReply, status: number, detail: string) =>
  reply.code(status).send({ detail } satisfies ErrorResponse);

/**
 * POST /api/telemetry/remote-load/ takes the shell's batches as navigator.sendBeacon sends them:
 * a text/plain body holding JSON (a beacon cannot set application/json without a CORS preflight),
 * or application/json from other clients. Anonymous and rate-limited per address; bad input is a
 * 400 that stores nothing, and a database failure a 503, never a 500.
 * GET /api/telemetry/remote-load/summary answers the figures per remote to editors.
 */
export const remoteLoadRoutes: FastifyPluginCallback<RemoteLoadRoutesOptions> = (
  app,
  { db, authenticate, now, batchesPerMinute },
  done,
) => {
  const validateBatch = compileBodyValidator(remoteLoadBatchBody);
  let lastCleanUp = 0;

  app.post<{ Body: unknown }>(
    endpoints.telemetry.remoteLoad,
    {
      bodyLimit: BATCH_BODY_LIMIT_BYTES,
      config: { rateLimit: { max: batchesPerMinute, timeWindow: 60_000 } },
    },
    async (request, reply) => {
      let batch: unknown = request.body;
      if (typeof batch === 'string') {
        try {
          batch = JSON.parse(batch);
        } catch {
          return refuse(reply, 400, 'The request body is not valid JSON.');
        }
      }
      if (!validateBatch(batch)) {
        const issue = validateBatch.errors?.[0];
        const where = issue?.instancePath ? `body${issue.instancePath.replaceAll('/', '.')}` : 'body';
        return refuse(reply, 400, `Invalid ${where}: ${issue?.message ?? 'not a remote-load batch'}.`);
      }
      const { events } = batch as RemoteLoadBatch;
      const receivedAt = new Date(now());
      try {
        await insertRemoteLoadEvents(db, events, receivedAt);
        if (receivedAt.getTime() - lastCleanUp > HOUR_MS) {
          lastCleanUp = receivedAt.getTime();
          await deleteRemoteLoadEventsBefore(db, new Date(receivedAt.getTime() - REMOTE_LOAD_RETENTION_MS));
        }
      } catch (error) {
        request.log.error({ err: error }, 'remote-load telemetry not stored');
        return refuse(reply, 503, 'Telemetry could not be stored; it is safe to drop.');
      }
      return reply.code(202).send({ accepted: events.length });
    },
  );

  /**
   * Editors and admins only (as the A/B overlay, docs/product.md §6): 401 from `authenticate` without a
   * session, 403 for other roles.
   */
  const editorsOnly: preHandlerAsyncHookHandler = async (request, reply) => {
    if (!isContentEditorRole(request.auth?.role))
      return refuse(reply, 403, 'Only editors and admins may read remote-load telemetry.');
  };

  app.get<{ Querystring: { from?: string; to?: string }; Reply: RemoteLoadSummary | ErrorResponse }>(
    endpoints.telemetry.remoteLoadSummary,
    {
      preHandler: [authenticate, editorsOnly],
      schema: { querystring: remoteLoadSummaryQuery, response: { 200: remoteLoadSummaryAnswer } },
    },
    async (request, reply) => {
      const to = request.query.to ? new Date(request.query.to) : new Date(now());
      const from = request.query.from ? new Date(request.query.from) : new Date(to.getTime() - DAY_MS);
      if (from.getTime() >= to.getTime()) return refuse(reply, 400, '`from` must be before `to`.');
      if (to.getTime() - from.getTime() > REMOTE_LOAD_RETENTION_MS)
        return refuse(reply, 400, 'The window may span at most 92 days (events are kept that long).');
      try {
        const remotes = await summariseRemoteLoads(db, from, to);
        return { from: from.toISOString(), to: to.toISOString(), remotes };
      } catch (error) {
        request.log.error({ err: error }, 'remote-load summary failed');
        return refuse(reply, 503, 'The summary is not available right now; try again.');
      }
    },
  );
  done();
};
