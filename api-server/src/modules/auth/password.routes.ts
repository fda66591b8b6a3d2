import type { FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox';
import {
  detailAnswer,
  fieldErrorAnswer,
  resetPasswordBody,
  sendCodeBody,
  verifyOtpBody,
} from 'shared-contracts/schemas';
import { endpoints } from '../../contracts';
import type { AttemptLimits } from './attempt-limits';
import type { AuthService } from './auth.service';
import { readAccessToken } from './authenticate';
import { CODE_SENT, refuseCode } from './code-answers';
import { refuseWeakPassword } from './password-answers';
import { weakPasswordProblem } from './password-policy';
import { logSecurityEvent } from './security-log';
import type { SessionService } from './session.service';
import type { TokenService } from './tokens';

export interface PasswordRoutesOptions {
  auth: AuthService;
  limits: AttemptLimits;
  tokens: TokenService;
  sessions: SessionService;
}

/** Forgotten password (code by email, check it, set a new password) and change of password. */
export const passwordRoutes: FastifyPluginCallbackTypebox<PasswordRoutesOptions> = (
  app,
  { auth, limits, tokens, sessions },
  done,
) => {
  app.post(
    endpoints.users.sendResetPasswordOtp,
    { schema: { body: sendCodeBody, response: { 200: detailAnswer } } },
    async (request, reply) => {
      if (await limits.guardSend('reset', request.body.email, request, reply)) return reply;
      const userId = await auth.sendResetCode(request.body.email);
      if (userId) logSecurityEvent(request.log, 'code_sent', { userId, purpose: 'reset', ip: request.ip });
      return CODE_SENT;
    },
  );

  app.post(
    endpoints.users.verifyResetPasswordOtp,
    { schema: { body: verifyOtpBody, response: { 200: detailAnswer, 400: fieldErrorAnswer } } },
    async (request, reply) => {
      const { email, otp } = request.body;
      const guessed = await limits.guess(
        'reset',
        email,
        request,
        reply,
        () => auth.verifyResetCode(email, otp),
        (outcome) => !outcome.ok,
      );
      if (!guessed) return reply;
      const outcome = guessed.result;
      if (!outcome.ok) {
        logSecurityEvent(request.log, 'code_failed', { email, purpose: 'reset', ip: request.ip });
        return refuseCode(reply, outcome.reason);
      }
      return { detail: 'Code verified. Choose a new password.' };
    },
  );

  app.post(
    endpoints.users.resetPassword,
    {
      schema: {
        body: resetPasswordBody,
        response: { 200: detailAnswer, 400: fieldErrorAnswer, 401: detailAnswer },
      },
    },
    async (request, reply) => {
      const { email, otp, old_password: current, password } = request.body;
      if (current !== undefined) {
        // Change of password: the signed-in user proves the current one.
        const claims = await readAccessToken(request, tokens, sessions);
        if (!claims) return reply.code(401).send({ detail: 'Log in to change your password.' });
        const weak = weakPasswordProblem(password);
        if (weak) return refuseWeakPassword(reply, weak);
        const guessed = await limits.guess(
          'login',
          `user:${claims.sub}`,
          request,
          reply,
          () => auth.changePassword(claims.sub, claims.sid, current, password),
          (changed) => !changed,
        );
        if (!guessed) return reply;
        if (!guessed.result) {
          logSecurityEvent(request.log, 'login_failed', {
            userId: claims.sub,
            ip: request.ip,
            during: 'change',
          });
          return reply.code(400).send({
            detail: 'The current password is not correct.',
            errors: [{ location: 'body', field: 'old_password', message: 'is not correct' }],
          });
        }
        logSecurityEvent(request.log, 'password_changed', { userId: claims.sub, ip: request.ip });
        return { detail: 'Password changed. Your other sessions were signed out.' };
      }
      if (email === undefined || otp === undefined) {
        return reply.code(400).send({
          detail: 'Send email and otp to reset a forgotten password, or old_password to change it.',
          errors: [
            { location: 'body', field: email === undefined ? 'email' : 'otp', message: 'is required' },
          ],
        });
      }
      const weak = weakPasswordProblem(password);
      if (weak) return refuseWeakPassword(reply, weak);
      const guessed = await limits.guess(
        'reset',
        email,
        request,
        reply,
        () => auth.resetPassword(email, otp, password),
        (outcome) => !outcome.ok,
      );
      if (!guessed) return reply;
      const outcome = guessed.result;
      if (!outcome.ok) {
        logSecurityEvent(request.log, 'code_failed', { email, purpose: 'reset', ip: request.ip });
        return refuseCode(reply, outcome.reason);
      }
      logSecurityEvent(request.log, 'password_reset', { userId: outcome.value, ip: request.ip });
      return { detail: 'Your password has been reset. Log in with the new one.' };
    },
  );
  done();
};
