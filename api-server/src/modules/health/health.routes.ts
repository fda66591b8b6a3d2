import type { FastifyPluginCallback } from 'fastify';
import { healthAnswer, healthDownAnswer } from 'shared-contracts/schemas';
import { endpoints } from '../../contracts';
import type { Database } from '../../db/database';
import { pingDatabase } from './health.repository';

export interface HealthRoutesOptions {
  db: Database;
}

/** The health check: ok only when the database answers too. */
export const healthRoutes: FastifyPluginCallback<HealthRoutesOptions> = (app, { db }, done) => {
  app.get(
    endpoints.rest.check,
    {
      schema: {
        response: { 200: healthAnswer, 503: healthDownAnswer },
      },
    },
    async (request, reply) => {
      // A stopping server still answers what reaches it, but asks not to be sent more.
      if (request.server.draining)
        return reply.code(503).header('retry-after', '1').send({ status: 'error', detail: 'Shutting down.' });
      try {
        await pingDatabase(db);
        return { status: 'ok' };
      } catch (error) {
        request.log.error({ err: error }, 'health check: database unreachable');
        return reply.code(503).send({ status: 'error', detail: 'Database unavailable.' });
      }
    },
  );
  done();
};
