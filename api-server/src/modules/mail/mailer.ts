import type { FastifyBaseLogger } from 'fastify';
import nodemailer, { type Transporter } from 'nodemailer';
import type { MailConfig } from '../../config';
import type { Queryable } from '../../db/database';
import { communicationsFooter, communicationsLink } from './communications-link';

/**
 * Account mail (codes, password changes) goes to every address; marketing mail (news, offers, the
 * subscription welcome) only to addresses that did not turn it off. Both carry the link to manage
 * email communications.
 */
export type MailKind = 'account' | 'marketing';

/** A message to one address; `code` is the one-time code it carries, if any. */
export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  code?: string;
  kind: MailKind;
}

export interface MailerOptions {
  /** The address's communication preferences, made when missing: its link hash, and whether it takes marketing. */
  preferences: (email: string) => Promise<{ i_hash: string; subscribed: boolean }>;
  /** The manage-communications page (communications-link.ts), or null when no brand has one. */
  communicationsPage: string | null;
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
export function createMailer(
  config: MailConfig,
  db: Queryable,
  log: FastifyBaseLogger,
  { preferences, communicationsPage }: MailerOptions,
): Mailer {
  const transport: Transporter = config.smtpUrl
    ? nodemailer.createTransport(config.smtpUrl)
    : nodemailer.createTransport({ jsonTransport: true });
  const toMailbox = !config.smtpUrl;

  return {
    async send(mail) {
      try {
        const choices = await preferences(mail.to);
        if (mail.kind === 'marketing' && !choices.subscribed) {
          log.info(
            { to: mail.to, subject: mail.subject },
            'marketing mail not sent: the address turned it off',
          );
          return;
        }
        const link = communicationsPage ? communicationsLink(communicationsPage, choices.i_hash) : null;
        const text = link ? mail.text + communicationsFooter(mail.kind, link) : mail.text;
        await transport.sendMail({
          from: config.from,
          to: mail.to,
          subject: mail.subject,
          text,
          // Mail programs show their own unsubscribe control for marketing mail (RFC 2369).
          ...(link && mail.kind === 'marketing' ? { list: { unsubscribe: link } } : {}),
        });
        if (toMailbox) {
          await db.query('insert into dev_mailbox (to_email, subject, text, code) values ($1, $2, $3, $4)', [
            mail.to.toLowerCase(),
            mail.subject,
            text,
            mail.code ?? null,
          ]);
          // Development only (no SMTP): the text is logged so a developer can read the code.
          log.info({ to: mail.to, subject: mail.subject, text }, 'mail not sent (SMTP_URL unset)');
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
