import type { FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox';
import type { preHandlerAsyncHookHandler } from 'fastify';
import {
  detailAnswer,
  fieldErrorAnswer,
  saveInfoBody,
  updateProfileBody,
  userAnswer,
  userDataAnswer,
} from 'shared-contracts/schemas';
import { endpoints } from '../../contracts';
import type { Database } from '../../db/database';
import {
  findUserById,
  toPublicUser,
  updateUser,
  type UserChanges,
  type UserRecord,
} from './users.repository';

export interface UserRoutesOptions {
  db: Database;
  authenticate: preHandlerAsyncHookHandler;
  /** The user's row, maybe from memory (ADR 0170); the database's by default. */
  readUser?: (id: string) => Promise<UserRecord | null>;
  /** Told when a user's row changed, so kept copies are dropped on every server. */
  userChanged?: (id: string) => void;
}

/** The current user and the changes they make to their own profile. */
export const userRoutes: FastifyPluginCallbackTypebox<UserRoutesOptions> = (
  app,
  { db, authenticate, readUser = (id) => findUserById(db, id), userChanged = () => {} },
  done,
) => {
  app.get(
    endpoints.users.me,
    { preHandler: authenticate, schema: { response: { 200: userAnswer, 401: detailAnswer } } },
    async (request, reply) => {
      const user = request.auth ? await readUser(request.auth.sub) : null;
      // A valid token for a deleted account is no longer a session.
      if (!user) return reply.code(401).send({ detail: 'User not found.' });
      return toPublicUser(user);
    },
  );

  const change = (path: string, body: typeof updateProfileBody | typeof saveInfoBody) =>
    app.post(
      path,
      {
        preValidation: authenticate,
        schema: { body, response: { 200: userDataAnswer, 400: fieldErrorAnswer, 401: detailAnswer } },
      },
      async (request, reply) => {
        const user = await updateUser(db, request.auth?.sub ?? '', trimmed(request.body));
        if (user) userChanged(user.id);
        if (!user) return reply.code(401).send({ detail: 'User not found.' });
        return { data: { user_data: toPublicUser(user) } };
      },
    );
  change(endpoints.users.updateProfile, updateProfileBody);
  change(endpoints.users.saveInfo, saveInfoBody);
  done();
};

/** Surrounding spaces dropped and blank text stored as null, so "  " never becomes a name. */
export function trimmed(changes: UserChanges): UserChanges {
  return Object.fromEntries(
    Object.entries(changes).map(([field, value]) => [
      field,
      typeof value === 'string' ? value.trim() || null : value,
    ]),
  );
}
