import type { FastifyReply } from 'fastify';
import type { CodeCheck } from './one-time-codes.repository';

/** The 400 of a refused one-time code, naming the `otp` field so the form shows it there. */
export function refuseCode(reply: FastifyReply, reason: Exclude<CodeCheck, 'ok'>): FastifyReply {
  const detail =
    reason === 'too_many_tries'
      ? 'Too many wrong codes. Request a new code.'
      : 'This code is not valid or has expired. Check it or request a new code.';
  const message = reason === 'too_many_tries' ? 'has had too many wrong tries' : 'is not valid';
  return reply.code(400).send({ detail, errors: [{ location: 'body', field: 'otp', message }] });
}

/** The answer of send-otp and send-reset-password-otp, the same whether the email has an account. */
export const CODE_SENT = { detail: 'If an account uses this email, a code is on its way.' };
