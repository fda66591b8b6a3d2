import type { FastifyPluginCallback, preHandlerAsyncHookHandler } from 'fastify';
import type { ApiUser, DetailResponse } from '../../contracts';
import { endpoints } from '../../contracts';
import type { Database } from '../../db/database';
import { userSchema } from './user.schema';
import { findUserById, toPublicUser } from './users.repository';

export interface UserRoutesOptions {
  db: Database;
  authenticate: preHandlerAsyncHookHandler;
}

export const userRoutes: FastifyPluginCallback<UserRoutesOptions> = (app, { db, authenticate }, done) => {
  app.get<{ Reply: ApiUser | DetailResponse }>(
    endpoints.users.me,
    { preHandler: authenticate, schema: { response: { 200: userSchema } } },
    async (request, reply) => {
      const user = request.auth ? await findUserById(db, request.auth.sub) : null;
      // A valid token for a deleted account is no longer a session.
      if (!user) return reply.code(401).send({ detail: 'User not found.' });
      return toPublicUser(user);
    },
  );
  done();
};
