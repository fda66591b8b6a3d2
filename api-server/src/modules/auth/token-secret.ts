import type { FastifyBaseLogger } from 'fastify';
import { randomBytes } from 'node:crypto';
import type { Queryable } from '../../db/database';

const NAME = 'token_secret';
// 256 bits, as much as HMAC-SHA-256 can use.
const SECRET_BYTES = 32;

/**
 * The signing key kept in the database, made on the first start when TOKEN_SECRET is unset.
 * Servers starting together on one PostgreSQL each offer a key; the first insert wins and every
 * server reads back that one.
 */
export async function storedTokenSecret(db: Queryable, log: FastifyBaseLogger): Promise<string> {
  const offered = randomBytes(SECRET_BYTES).toString('base64url');
  const created = await db.query(
    'insert into server_secrets (name, value) values ($1, $2) on conflict (name) do nothing returning name',
    [NAME, offered],
  );
  if (created.rows.length > 0) log.info('TOKEN_SECRET is unset: made a random token secret and stored it');
  const { rows } = await db.query<{ value: string }>('select value from server_secrets where name = $1', [
    NAME,
  ]);
  const secret = rows[0]?.value;
  if (!secret) throw new Error('the stored token secret is missing');
  return secret;
}
