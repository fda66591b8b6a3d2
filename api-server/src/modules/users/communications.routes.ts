import type { FastifyPluginCallback, FastifyRequest } from 'fastify';
import { createHmac } from 'node:crypto';
import type {
  DetailResponse,
  ManageCommunicationsRequest,
  ManageCommunicationsResponse,
} from '../../contracts';
import { endpoints } from '../../contracts';
import type { Database, Queryable } from '../../db/database';
import { detailSchema } from '../auth/auth.schemas';
import type { TokenClaims } from '../auth/tokens';
import { findUserById, normalizeEmail } from './users.repository';

export interface CommunicationsRoutesOptions {
  db: Database;
  /** Key of the link hashes; the token secret, so no one without it can make a link. */
  secret: string;
  /** Claims of a valid access token of a live session, or null (the route also serves visitors). */
  readAccess: (request: FastifyRequest) => Promise<TokenClaims | null>;
}

/** The `i_hash` of an address: an HMAC of it, so a link names one address and cannot be forged. */
export function communicationsHash(secret: string, email: string): string {
  return createHmac('sha256', secret)
    .update(`communications:${normalizeEmail(email)}`)
    .digest('base64url');
}

/** `ja***@example.com`: enough for the owner to recognise, little for anyone else. */
function maskEmail(email: string): string {
  const [local = '', domain = ''] = email.split('@');
  return `${local.slice(0, 2)}***@${domain}`;
}

interface PreferenceRow {
  email: string;
  i_hash: string;
  subscribed: boolean;
}

/**
 * Creates the row of an address when it has none and returns it. An account's address takes
 * marketing mail by default; one typed into the subscription popup (`subscribed: false`) waits
 * for its owner's yes.
 */
export async function ensurePreferences(
  db: Queryable,
  secret: string,
  email: string,
  { subscribed = true }: { subscribed?: boolean } = {},
): Promise<PreferenceRow> {
  const address = normalizeEmail(email);
  await db.query(
    `insert into communication_preferences (email, i_hash, subscribed) values ($1, $2, $3)
     on conflict (email) do nothing`,
    [address, communicationsHash(secret, address), subscribed],
  );
  const { rows } = await db.query<PreferenceRow>(
    'select email, i_hash, subscribed from communication_preferences where email = $1',
    [address],
  );
  const row = rows[0];
  if (!row) throw new Error('communication preferences missing after insert');
  return row;
}

const answerSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['i_hash', 'check', 'email'],
  properties: { i_hash: { type: 'string' }, check: { type: 'boolean' }, email: { type: 'string' } },
} as const;
const hashField = { type: 'string', minLength: 10, maxLength: 100, pattern: '^[A-Za-z0-9_-]+$' } as const;

const NOT_FOUND = { detail: 'This link is not valid. Open the link from our latest email again.' };

/** GET and POST /api/stud/manage-communications/: read and save whether an address gets our emails. */
export const communicationsRoutes: FastifyPluginCallback<CommunicationsRoutesOptions> = (
  app,
  { db, secret, readAccess },
  done,
) => {
  const answer = (row: PreferenceRow): ManageCommunicationsResponse => ({
    i_hash: row.i_hash,
    check: row.subscribed,
    email: maskEmail(row.email),
  });

  app.get<{ Querystring: { i_hash?: string }; Reply: ManageCommunicationsResponse | DetailResponse }>(
    endpoints.landing.manageCommunications,
    {
      schema: {
        querystring: { type: 'object', additionalProperties: false, properties: { i_hash: hashField } },
        response: { 200: answerSchema, 401: detailSchema, 404: detailSchema },
      },
    },
    async (request, reply) => {
      const hash = request.query.i_hash;
      if (hash) {
        const { rows } = await db.query<PreferenceRow>(
          'select email, i_hash, subscribed from communication_preferences where i_hash = $1',
          [hash],
        );
        const row = rows[0];
        return row ? answer(row) : reply.code(404).send(NOT_FOUND);
      }
      // Without a link, a signed-in user manages their own address.
      const claims = await readAccess(request);
      const user = claims ? await findUserById(db, claims.sub) : null;
      if (!user) return reply.code(401).send({ detail: 'Open the link from one of our emails, or log in.' });
      return answer(await ensurePreferences(db, secret, user.email));
    },
  );

  app.post<{ Body: ManageCommunicationsRequest; Reply: ManageCommunicationsResponse | DetailResponse }>(
    endpoints.landing.manageCommunications,
    {
      schema: {
        body: {
          type: 'object',
          additionalProperties: false,
          required: ['i_hash', 'check'],
          properties: { i_hash: hashField, check: { type: 'boolean' } },
        },
        response: { 200: answerSchema, 404: detailSchema },
      },
    },
    async (request, reply) => {
      const { rows } = await db.query<PreferenceRow>(
        `update communication_preferences set subscribed = $2, updated_at = now()
          where i_hash = $1 returning email, i_hash, subscribed`,
        [request.body.i_hash, request.body.check],
      );
      const row = rows[0];
      return row ? answer(row) : reply.code(404).send(NOT_FOUND);
    },
  );
  done();
};
