import type { FastifyPluginCallback } from 'fastify';
import type {
  DetailResponse,
  ErrorResponse,
  ResetPasswordRequest,
  SendOtpRequest,
  VerifyResetPasswordOtpRequest,
} from '../../contracts';
import { endpoints } from '../../contracts';
import type { AttemptLimits } from './attempt-limits';
import type { AuthService } from './auth.service';
import { resetPasswordSchema, sendCodeSchema, verifyResetOtpSchema } from './auth.schemas';
import { readAccessToken } from './authenticate';
import { CODE_SENT, refuseCode } from './code-answers';
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
export const passwordRoutes: FastifyPluginCallback<PasswordRoutesOptions> = (
  app,
  { auth, limits, tokens, sessions },
  done,
) => {
  app.post<{ Body: SendOtpRequest; Reply: DetailResponse }>(
    endpoints.users.sendResetPasswordOtp,
    { schema: sendCodeSchema },
    async (request, reply) => {
      if (await limits.guardSend(request.body.email, request, reply)) return reply;
      const userId = await auth.sendResetCode(request.body.email);
      if (userId) logSecurityEvent(request.log, 'code_sent', { userId, purpose: 'reset', ip: request.ip });
      return CODE_SENT;
    },
  );

  app.post<{ Body: VerifyResetPasswordOtpRequest; Reply: DetailResponse | ErrorResponse }>(
    endpoints.users.verifyResetPasswordOtp,
    { schema: verifyResetOtpSchema },
    async (request, reply) => {
      const { email, otp } = request.body;
      if (await limits.guardFailures('reset', email, request, reply)) return reply;
      const outcome = await auth.verifyResetCode(email, otp);
      if (!outcome.ok) {
        await limits.recordFailure('reset', email, request);
        logSecurityEvent(request.log, 'code_failed', { email, purpose: 'reset', ip: request.ip });
        return refuseCode(reply, outcome.reason);
      }
      return { detail: 'Code verified. Choose a new password.' };
    },
  );

  app.post<{ Body: ResetPasswordRequest; Reply: DetailResponse | ErrorResponse }>(
    endpoints.users.resetPassword,
    { schema: resetPasswordSchema },
    async (request, reply) => {
      const { email, otp, old_password: current, password } = request.body;
      if (current !== undefined) {
        // Change of password: the signed-in user proves the current one.
        const claims = await readAccessToken(request, tokens, sessions);
        if (!claims) return reply.code(401).send({ detail: 'Log in to change your password.' });
        if (await limits.guardFailures('login', `user:${claims.sub}`, request, reply)) return reply;
        if (!(await auth.changePassword(claims.sub, claims.sid, current, password))) {
          await limits.recordFailure('login', `user:${claims.sub}`, request);
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
      if (await limits.guardFailures('reset', email, request, reply)) return reply;
      const outcome = await auth.resetPassword(email, otp, password);
      if (!outcome.ok) {
        await limits.recordFailure('reset', email, request);
        logSecurityEvent(request.log, 'code_failed', { email, purpose: 'reset', ip: request.ip });
        return refuseCode(reply, outcome.reason);
      }
      logSecurityEvent(request.log, 'password_reset', { userId: outcome.value, ip: request.ip });
      return { detail: 'Your password has been reset. Log in with the new one.' };
    },
  );
  done();
};
