import type { FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox';
import { detailAnswer, sessionAnswer, socialLoginBody } from 'shared-contracts/schemas';
import { endpoints } from '../../contracts';
import type { AttemptLimits } from './attempt-limits';
import type { AuthService } from './auth.service';
import type { GoogleVerifier } from './google-id-token';
import { logSecurityEvent } from './security-log';

export interface SocialLoginRoutesOptions {
  auth: AuthService;
  verifyGoogle: GoogleVerifier;
  limits: AttemptLimits;
}

const ANSWERS = {
  not_configured: { status: 503, detail: 'Google sign-in is not configured on this server.' },
  keys_unavailable: { status: 503, detail: 'Google sign-in is unavailable right now. Try again later.' },
  invalid: { status: 401, detail: 'The Google sign-in could not be verified.' },
  email_not_verified: { status: 401, detail: 'Google has not verified this email address.' },
} as const;

/** Google sign-in (social-media-login) and the X token request, which has no provider yet. */
export const socialLoginRoutes: FastifyPluginCallbackTypebox<SocialLoginRoutesOptions> = (
  app,
  { auth, verifyGoogle, limits },
  done,
) => {
  app.post(
    endpoints.users.socialMediaLogin,
    {
      schema: {
        body: socialLoginBody,
        response: { 200: sessionAnswer, 400: detailAnswer, 401: detailAnswer, 503: detailAnswer },
      },
    },
    async (request, reply) => {
      const guessed = await limits.guess(
        'login',
        null,
        request,
        reply,
        () => verifyGoogle(request.body.token),
        // Only a token that failed its checks counts; an unreachable Google is nobody's guess.
        (verified) => !verified.ok && ANSWERS[verified.reason].status === 401,
      );
      if (!guessed) return reply;
      const verified = guessed.result;
      if (!verified.ok) {
        const answer = ANSWERS[verified.reason];
        logSecurityEvent(request.log, 'google_login_failed', { reason: verified.reason, ip: request.ip });
        return reply.code(answer.status).send({ detail: answer.detail });
      }
      const { email, ...names } = verified.identity;
      const session = await auth.signInVerifiedEmail(email, names);
      logSecurityEvent(request.log, 'google_login_succeeded', { userId: session.userId, ip: request.ip });
      return { data: { user_data: session.user, ...session.tokens } };
    },
  );

  // Sign-in with X needs an X developer account and its keys; none is configured, so the call
  // says so plainly rather than pretending (docs/product.md §7 names the call, not a provider).
  app.get(
    endpoints.users.requestXToken,
    { schema: { response: { 503: detailAnswer } } },
    async (_request, reply) =>
      reply.code(503).send({ detail: 'Sign-in with X is not configured on this server.' }),
  );
  done();
};
