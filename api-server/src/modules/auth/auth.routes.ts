import type { FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox';
import {
  detailAnswer,
  emailNotVerifiedAnswer,
  loginBody,
  logoutBody,
  refreshTokenBody,
  sessionAnswer,
  tokenPairAnswer,
} from 'shared-contracts/schemas';
import { EMAIL_NOT_VERIFIED, endpoints } from '../../contracts';
import { optionalBody } from '../../http/optional-body';
import type { AttemptLimits } from './attempt-limits';
import type { AuthService } from './auth.service';
import { readAccessToken } from './authenticate';
import { logSecurityEvent } from './security-log';
import type { SessionService } from './session.service';
import type { TokenService } from './tokens';

export interface AuthRoutesOptions {
  auth: AuthService;
  sessions: SessionService;
  tokens: TokenService;
  limits: AttemptLimits;
}

/** Password login, refresh-token rotation and logout. */
export const authRoutes: FastifyPluginCallbackTypebox<AuthRoutesOptions> = (
  app,
  { auth, sessions, tokens, limits },
  done,
) => {
  app.post(
    endpoints.users.login,
    {
      schema: {
        body: loginBody,
        response: { 200: sessionAnswer, 401: detailAnswer, 403: emailNotVerifiedAnswer },
      },
    },
    async (request, reply) => {
      const { email, password } = request.body;
      const guessed = await limits.guess(
        'login',
        email,
        request,
        reply,
        () => auth.login(email, password),
        (outcome) => outcome === null,
      );
      if (!guessed) return reply;
      const outcome = guessed.result;
      if (!outcome) {
        logSecurityEvent(request.log, 'login_failed', { email, ip: request.ip });
        return reply.code(401).send({ detail: 'Invalid email or password.' });
      }
      if ('unverified' in outcome) {
        // The right password, but the address was never confirmed: no session until its owner
        // enters the code. A fresh code is mailed unless the sending limit is used up.
        const user = outcome.unverified;
        if (await limits.allowSend('code', user.email, request)) await auth.sendSignUpCode(user);
        logSecurityEvent(request.log, 'login_unverified', { userId: user.id, ip: request.ip });
        return reply.code(403).send({
          detail: 'Confirm your email to log in: enter the 6-digit code we sent to it.',
          code: EMAIL_NOT_VERIFIED,
        });
      }
      const session = outcome.signedIn;
      logSecurityEvent(request.log, 'login_succeeded', { userId: session.userId, ip: request.ip });
      return { data: { user_data: session.user, ...session.tokens } };
    },
  );

  app.post(
    endpoints.users.refreshToken,
    { schema: { body: refreshTokenBody, response: { 200: tokenPairAnswer, 401: detailAnswer } } },
    async (request, reply) => {
      const pair = await sessions.refresh(request.body.refresh);
      if (!pair)
        return reply.code(401).send({ detail: 'Refresh token is invalid, expired or already used.' });
      return pair;
    },
  );

  app.post(
    endpoints.users.logout,
    { schema: { body: logoutBody, response: { 200: detailAnswer } }, ...optionalBody },
    async (request) => {
      // Either token names the session; logging out twice, or with a dead token, is still a logout.
      const claims = await readAccessToken(request, tokens, sessions);
      const userId = await sessions.end({ refresh: request.body?.refresh ?? null, sid: claims?.sid ?? null });
      logSecurityEvent(request.log, 'logged_out', { userId: userId ?? claims?.sub ?? null, ip: request.ip });
      return { detail: 'Logged out.' };
    },
  );
  done();
};
