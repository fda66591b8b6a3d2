import { type Env, flag, text } from './env';

/** Where mail goes: an SMTP server, or the log and the development mailbox. */
export interface MailConfig {
  /** nodemailer SMTP URL (`smtp://user:pass@host:587`); null writes mail to the log instead. */
  smtpUrl: string | null;
  from: string;
  /** Serve GET /api/dev/mailbox/ to this machine (DEV_MAILBOX=1; a local demo's, never a deployment's). */
  devMailbox: boolean;
}

export const DEFAULT_MAIL: MailConfig = { smtpUrl: null, from: 'no-reply@localhost', devMailbox: false };

export function mailFromEnv(env: Env): MailConfig {
  return {
    smtpUrl: text(env.SMTP_URL) ?? null,
    from: text(env.MAIL_FROM) ?? DEFAULT_MAIL.from,
    // The mailbox shows every code sent: off unless asked for (configFromEnv checks where).
    devMailbox: flag(env, 'DEV_MAILBOX', false),
  };
}
