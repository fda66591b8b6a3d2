import type { FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import {
  communicationsAnswer,
  communicationsBody,
  communicationsQuery,
  detailAnswer,
} from 'shared-contracts/schemas';
import type { ManageCommunicationsResponse } from '../../contracts';
import { endpoints } from '../../contracts';
import type { Database } from '../../db/database';
import type { TokenClaims } from '../auth/tokens';
import { findPreferencesByHash, setSubscribedByHash, type PreferenceRow } from './communications.repository';
import { ensurePreferences } from './communications.service';
import { findUserById } from './users.repository';

export interface CommunicationsRoutesOptions {
  db: Database;
  /** Key of the link hashes; the token secret, so no one without it can make a link. */
  secret: string;
  /** Claims of a valid access token of a live session, or null (the route also serves visitors). */
  readAccess: (request: FastifyRequest) => Promise<TokenClaims | null>;
}

/** `ja***@example.com`: enough for the owner to recognise, little for anyone else. */
function maskEmail(email: string): string {
  const [local = '', domain = ''] = email.split('@');
  return `${local.slice(0, 2)}***@${domain}`;
}

const NOT_FOUND = { detail: 'This link is not valid. Open the link from our latest email again.' };

/** GET and POST /api/stud/manage-communications/: read and save whether an address gets our emails. */
export const communicationsRoutes: FastifyPluginCallbackTypebox<CommunicationsRoutesOptions> = (
  app,
  { db, secret, readAccess },
  done,
) => {
  const answer = (row: PreferenceRow): ManageCommunicationsResponse => ({
    i_hash: row.i_hash,
    check: row.subscribed,
    email: maskEmail(row.email),
  });

  app.get(
    endpoints.landing.manageCommunications,
    {
      schema: {
        querystring: communicationsQuery,
        response: { 200: communicationsAnswer, 401: detailAnswer, 404: detailAnswer },
      },
    },
    async (request, reply) => {
      const hash = request.query.i_hash;
      if (hash) {
        const row = await findPreferencesByHash(db, hash);
        return row ? answer(row) : reply.code(404).send(NOT_FOUND);
      }
      // Without a link, a signed-in user manages their own address.
      const claims = await readAccess(request);
      const user = claims ? await findUserById(db, claims.sub) : null;
      if (!user) return reply.code(401).send({ detail: 'Open the link from one of our emails, or log in.' });
      return answer(await ensurePreferences(db, secret, user.email));
    },
  );

  app.post(
    endpoints.landing.manageCommunications,
    {
      schema: {
        body: communicationsBody,
        response: { 200: communicationsAnswer, 404: detailAnswer },
      },
    },
    async (request, reply) => {
      const row = await setSubscribedByHash(db, request.body.i_hash, request.body.check);
      return row ? answer(row) : reply.code(404).send(NOT_FOUND);
    },
  );
  done();
};
