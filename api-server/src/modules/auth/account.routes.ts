import type { FastifyPluginCallback } from 'fastify';
import type {
  DetailResponse,
  ErrorResponse,
  LoginResponse,
  SendOtpRequest,
  SignUpRequest,
  VerifyOtpRequest,
} from '../../contracts';
import { endpoints } from '../../contracts';
import type { AttemptLimits } from './attempt-limits';
import type { AuthService } from './auth.service';
import { sendCodeSchema, signUpSchema, verifyOtpSchema } from './auth.schemas';
import { CODE_SENT, refuseCode } from './code-answers';
import { logSecurityEvent } from './security-log';

export interface AccountRoutesOptions {
  auth: AuthService;
  limits: AttemptLimits;
}

/** Sign-up and the one-time code that verifies an email or signs in. */
export const accountRoutes: FastifyPluginCallback<AccountRoutesOptions> = (app, { auth, limits }, done) => {
  app.post<{ Body: SignUpRequest; Reply: LoginResponse | ErrorResponse }>(
    endpoints.users.signUp,
    { schema: signUpSchema },
    async (request, reply) => {
      // Sign-up sends a code, so it counts against the same sending limits as send-otp.
      if (await limits.guardSend(request.body.email, request, reply)) return reply;
      const session = await auth.signUp(request.body);
      if (!session) {
        return reply.code(400).send({
          detail: 'An account with this email already exists. Log in or reset your password.',
          errors: [{ location: 'body', field: 'email', message: 'is already registered' }],
        });
      }
      logSecurityEvent(request.log, 'signed_up', { userId: session.userId, ip: request.ip });
      return reply.code(201).send({ data: { user_data: session.user, ...session.tokens } });
    },
  );

  app.post<{ Body: SendOtpRequest; Reply: DetailResponse }>(
    endpoints.users.sendOtp,
    { schema: sendCodeSchema },
    async (request, reply) => {
      if (await limits.guardSend(request.body.email, request, reply)) return reply;
      const userId = await auth.sendSignInCode(request.body.email);
      if (userId) logSecurityEvent(request.log, 'code_sent', { userId, purpose: 'login', ip: request.ip });
      return CODE_SENT;
    },
  );

  app.post<{ Body: VerifyOtpRequest; Reply: LoginResponse | ErrorResponse }>(
    endpoints.users.verifyOtp,
    { schema: verifyOtpSchema },
    async (request, reply) => {
      const { email, otp } = request.body;
      if (await limits.guardFailures('code', email, request, reply)) return reply;
      const outcome = await auth.verifySignInCode(email, otp);
      if (!outcome.ok) {
        await limits.recordFailure('code', email, request);
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
