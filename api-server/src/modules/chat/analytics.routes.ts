import type { FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { ChatAnalytics } from '../../contracts';
import { endpoints } from '../../contracts';
import type { Database } from '../../db/database';
import * as repository from './analytics.repository';
import * as schemas from 'shared-contracts/schemas';

export interface AnalyticsRoutesOptions {
  db: Database;
  authenticate: preHandlerAsyncHookHandler;
}

const ID = 'ID';
const DISEASE_UPDATE = endpoints.chat.myDiseaseUpdate(ID).replace(ID, ':id');
const DISEASE_DELETE = endpoints.chat.myDiseaseDelete(ID).replace(ID, ':id');
const VARIABLE_UPDATE = endpoints.chat.userProcessorVariableUpdate(ID).replace(ID, ':id');

function userOf(request: FastifyRequest): string {
  const userId = request.auth?.sub;
  if (!userId) throw new Error(`${request.routeOptions.url} reached without a signed-in user`);
  return userId;
}

function answer<T>(
  reply: FastifyReply,
  outcome: repository.WriteOutcome<T>,
  created: boolean,
  what: { unknown: string; conflict: string; missing: string },
) {
  if ('ok' in outcome) return reply.code(created ? 201 : 200).send(outcome.ok);
  if ('unknown' in outcome) return reply.code(400).send({ detail: what.unknown });
  if ('conflict' in outcome) return reply.code(409).send({ detail: what.conflict });
  return reply.code(404).send({ detail: what.missing });
}

const DISEASE_TEXTS = {
  unknown: 'Unknown disease.',
  conflict: 'This condition is already recorded.',
  missing: 'Condition not found.',
};
const VARIABLE_TEXTS = {
  unknown: 'Unknown processor variable.',
  conflict: 'This measure is already recorded.',
  missing: 'Measure not found.',
};

/** The health analytics of docs/product.md §3 and the my-disease and user-processor-variable calls of §7. */
export const analyticsRoutes: FastifyPluginCallbackTypebox<AnalyticsRoutesOptions> = (
  app,
  { db, authenticate },
  done,
) => {
  app.addHook('preHandler', authenticate);

  app.get(
    endpoints.chat.userChatAnalytics,
    { schema: { querystring: schemas.analyticsQuery } },
    async (request): Promise<ChatAnalytics> => {
      const userId = userOf(request);
      const name = request.query.name?.trim() || null;
      const [entries, user_diseases, user_processor_variables, diseases, processor_variables] =
        await Promise.all([
          repository.analyticsEntries(db, name),
          repository.userDiseases(db, userId),
          repository.userProcessorVariables(db, userId),
          repository.allDiseases(db),
          repository.allProcessorVariables(db),
        ]);
      return { entries, user_diseases, user_processor_variables, diseases, processor_variables };
    },
  );

  app.post(
    endpoints.chat.myDiseaseCreate,
    { schema: { body: schemas.diseaseBody } },
    async (request, reply) =>
      answer(
        reply,
        await repository.saveUserDisease(db, userOf(request), null, request.body.diseaseId),
        true,
        DISEASE_TEXTS,
      ),
  );

  app.post(
    DISEASE_UPDATE,
    { schema: { params: schemas.idParams, body: schemas.diseaseBody } },
    async (request, reply) =>
      answer(
        reply,
        await repository.saveUserDisease(db, userOf(request), request.params.id, request.body.diseaseId),
        false,
        DISEASE_TEXTS,
      ),
  );

  app.post(DISEASE_DELETE, { schema: { params: schemas.idParams } }, async (request, reply) => {
    if (!(await repository.deleteUserDisease(db, userOf(request), request.params.id)))
      return reply.code(404).send({ detail: DISEASE_TEXTS.missing });
    return reply.code(204).send();
  });

  app.post(
    endpoints.chat.userProcessorVariableCreate,
    { schema: { body: schemas.processorVariableBody } },
    async (request, reply) => {
      const { processorVariableId, value } = request.body;
      const outcome = await repository.saveUserProcessorVariable(
        db,
        userOf(request),
        null,
        processorVariableId,
        value.trim(),
      );
      return answer(reply, outcome, true, VARIABLE_TEXTS);
    },
  );

  app.post(
    VARIABLE_UPDATE,
    { schema: { params: schemas.idParams, body: schemas.processorVariableBody } },
    async (request, reply) => {
      const { processorVariableId, value } = request.body;
      const outcome = await repository.saveUserProcessorVariable(
        db,
        userOf(request),
        request.params.id,
        processorVariableId,
        value.trim(),
      );
      return answer(reply, outcome, false, VARIABLE_TEXTS);
    },
  );

  done();
};
