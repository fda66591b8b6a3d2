import type { FastifyBaseLogger } from 'fastify';
import nodemailer, { type Transporter } from 'nodemailer';
import type { MailConfig } from '../../config';
import type { Queryable } from '../../db/database';

/** A message to one address; `code` is the one-time code it carries, if any. */
export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  code?: string;
}

export interface Mailer {
  /** Sends the message; a failure is logged, never thrown, so the caller's answer does not depend on it. */
  send(mail: OutgoingMail): Promise<void>;
  close(): void;
}

/**
 * nodemailer over SMTP when `smtpUrl` is set. Otherwise nodemailer's JSON transport (nothing leaves
 * the machine): the message goes to the log and to the development mailbox table, where
 * GET /api/dev/mailbox/ and the browser tests read the codes.
 */
export function createMailer(config: MailConfig, db: Queryable, log: FastifyBaseLogger): Mailer {
  const transport: Transporter = config.smtpUrl
    ? nodemailer.createTransport(config.smtpUrl)
    : nodemailer.createTransport({ jsonTransport: true });
  const toMailbox = !config.smtpUrl;

  return {
    async send(mail) {
      try {
        await transport.sendMail({ from: config.from, to: mail.to, subject: mail.subject, text: mail.text });
        if (toMailbox) {
          await db.query('insert into dev_mailbox (to_email, subject, text, code) values ($1, $2, $3, $4)', [
            mail.to.toLowerCase(),
            mail.subject,
            mail.text,
            mail.code ?? null,
          ]);
          // Development only (no SMTP): the text is logged so a developer can read the code.
          log.info({ to: mail.to, subject: mail.subject, text: mail.text }, 'mail not sent (SMTP_URL unset)');
        } else {
          log.info({ to: mail.to, subject: mail.subject }, 'mail sent');
        }
      } catch (error) {
        log.error({ err: error, to: mail.to, subject: mail.subject }, 'mail could not be sent');
      }
    },
    close: () => transport.close(),
  };
}
