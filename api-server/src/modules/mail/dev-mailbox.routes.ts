import type { FastifyPluginCallback } from 'fastify';
import { devMailboxAnswer, devMailboxQuery } from 'shared-contracts/schemas';
import type { DevMailboxMessage } from '../../contracts';
import { endpoints } from '../../contracts';
import type { Database } from '../../db/database';
import { fromThisMachineOnly } from '../../http/loopback';
import { newestMailsTo } from './dev-mailbox.repository';

export interface DevMailboxRoutesOptions {
  db: Database;
}

const MAX_MESSAGES = 50;

/**
 * GET /api/dev/mailbox/?email=: the mail the server would have sent to that address, newest first.
 * Registered only with DEV_MAILBOX=1 and without SMTP (see app.ts), and answered to this machine
 * only: it shows every sign-in and reset code, so anyone else reading it could take any account.
 */
export const devMailboxRoutes: FastifyPluginCallback<DevMailboxRoutesOptions> = (app, { db }, done) => {
  app.get<{ Querystring: { email: string }; Reply: DevMailboxMessage[] }>(
    endpoints.dev.mailbox,
    {
      onRequest: fromThisMachineOnly('The development mailbox answers this machine only.'),
      schema: { querystring: devMailboxQuery, response: { 200: devMailboxAnswer } },
    },
    async (request) => {
      const rows = await newestMailsTo(db, request.query.email.trim().toLowerCase(), MAX_MESSAGES);
      return rows.map((row) => ({
        to: row.to_email,
        subject: row.subject,
        text: row.text,
        code: row.code,
        sent_at: new Date(row.sent_at).toISOString(),
      }));
    },
  );
  done();
};
