import type { FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox';
import {
  detailAnswer,
  fieldErrorAnswer,
  sendOtpBody,
  sessionAnswer,
  signUpAnswer,
  signUpBody,
  verifyOtpBody,
} from 'shared-contracts/schemas';
import { endpoints } from '../../contracts';
import type { AttemptLimits } from './attempt-limits';
import type { AuthService } from './auth.service';
import { CODE_SENT, refuseCode } from './code-answers';
import { refuseWeakPassword } from './password-answers';
import { weakPasswordProblem } from './password-policy';
import { logSecurityEvent } from './security-log';

export interface AccountRoutesOptions {
  auth: AuthService;
  limits: AttemptLimits;
}

/** Sign-up and the one-time code that verifies an email or signs in. */
export const accountRoutes: FastifyPluginCallbackTypebox<AccountRoutesOptions> = (
  app,
  { auth, limits },
  done,
) => {
  app.post(
    endpoints.users.signUp,
    { schema: { body: signUpBody, response: { 201: signUpAnswer, 400: fieldErrorAnswer } } },
    async (request, reply) => {
      const weak = weakPasswordProblem(request.body.password);
      if (weak) return refuseWeakPassword(reply, weak);
      // Sign-up sends a code, so it counts against the same sending limits as send-otp.
      if (await limits.guardSend('code', request.body.email, request, reply)) return reply;
      const account = await auth.signUp(request.body);
      if (!account) {
        return reply.code(400).send({
          detail: 'An account with this email already exists. Log in or reset your password.',
          errors: [{ location: 'body', field: 'email', message: 'is already registered' }],
        });
      }
      logSecurityEvent(request.log, 'signed_up', { userId: account.userId, ip: request.ip });
      // No session yet: only the owner of the address can start one, with the code mailed to it.
      return reply.code(201).send({
        detail: 'Check your email: enter the 6-digit code we sent to confirm your account.',
        data: { user_data: account.user },
      });
    },
  );

  app.post(
    endpoints.users.sendOtp,
    { schema: { body: sendOtpBody, response: { 200: detailAnswer } } },
    async (request, reply) => {
      const { email, confirm_sign_up: confirmSignUp = false } = request.body;
      if (await limits.guardSend('code', email, request, reply)) return reply;
      const userId = await auth.sendSignInCode(email, { confirmSignUp });
      if (userId) logSecurityEvent(request.log, 'code_sent', { userId, purpose: 'login', ip: request.ip });
      return CODE_SENT;
    },
  );

  app.post(
    endpoints.users.verifyOtp,
    { schema: { body: verifyOtpBody, response: { 200: sessionAnswer, 400: fieldErrorAnswer } } },
    async (request, reply) => {
      const { email, otp } = request.body;
      const guessed = await limits.guess(
        'code',
        email,
        request,
        reply,
        () => auth.verifySignInCode(email, otp),
        (outcome) => !outcome.ok,
      );
      if (!guessed) return reply;
      const outcome = guessed.result;
      if (!outcome.ok) {
        logSecurityEvent(request.log, 'code_failed', { email, purpose: 'login', ip: request.ip });
        return refuseCode(reply, outcome.reason);
      }
      const session = outcome.value;
      logSecurityEvent(request.log, 'code_login_succeeded', { userId: session.userId, ip: request.ip });
      return { data: { user_data: session.user, ...session.tokens } };
    },
  );
  done();
};
