import { type Env, text } from './env';

/** Where mail goes: an SMTP server, or the log and the development mailbox. */
export interface MailConfig {
  /** nodemailer SMTP URL (`smtp://user:pass@host:587`); null writes mail to the log instead. */
  smtpUrl: string | null;
  from: string;
  /** Serve GET /api/dev/mailbox/ (never in production). */
  devMailbox: boolean;
}

export const DEFAULT_MAIL: MailConfig = { smtpUrl: null, from: 'no-reply@localhost', devMailbox: true };

export function mailFromEnv(env: Env, production: boolean): MailConfig {
  return {
    smtpUrl: text(env.SMTP_URL) ?? null,
    from: text(env.MAIL_FROM) ?? DEFAULT_MAIL.from,
    // The mailbox shows every code sent: never in production.
    devMailbox: !production,
  };
}
