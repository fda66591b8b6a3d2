import type { FastifyBaseLogger } from 'fastify';

/** The security events the API records; the log line carries `security_event` with this name. */
export type SecurityEvent =
  | 'login_succeeded'
  | 'login_failed'
  | 'login_unverified'
  | 'code_login_succeeded'
  | 'code_failed'
  | 'code_sent'
  | 'locked_out'
  | 'signed_up'
  | 'email_verified'
  | 'password_changed'
  | 'password_reset'
  | 'logged_out'
  | 'refresh_reused'
  | 'google_login_succeeded'
  | 'google_login_failed';

/** Who and where, never a password, a code or a token. */
export interface SecurityContext {
  userId?: string | null;
  email?: string | null;
  ip?: string;
  [detail: string]: unknown;
}

/** Writes one security event as its own log line (warn for failures and lock-outs). */
export function logSecurityEvent(
  log: FastifyBaseLogger,
  event: SecurityEvent,
  context: SecurityContext,
): void {
  const failure = event.endsWith('_failed') || event === 'locked_out' || event === 'refresh_reused';
  const line = { security_event: event, ...context };
  if (failure) log.warn(line, `security: ${event}`);
  else log.info(line, `security: ${event}`);
}
