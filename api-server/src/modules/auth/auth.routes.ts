import type { FastifyPluginCallback } from 'fastify';
import type {
  DetailResponse,
  LoginRequest,
  LoginResponse,
  LogoutRequest,
  RefreshTokenRequest,
  RefreshTokenResponse,
} from '../../contracts';
import { endpoints } from '../../contracts';
import type { AttemptLimits } from './attempt-limits';
import type { AuthService } from './auth.service';
import { loginSchema, logoutSchema, refreshTokenSchema } from './auth.schemas';
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
export const authRoutes: FastifyPluginCallback<AuthRoutesOptions> = (
  app,
  { auth, sessions, tokens, limits },
  done,
) => {
  app.post<{ Body: LoginRequest; Reply: LoginResponse | DetailResponse }>(
    endpoints.users.login,
    { schema: loginSchema },
    async (request, reply) => {
      const { email, password } = request.body;
      if (await limits.guardFailures('login', email, request, reply)) return reply;
      const session = await auth.login(email, password);
      if (!session) {
        await limits.recordFailure('login', email, request);
        logSecurityEvent(request.log, 'login_failed', { email, ip: request.ip });
        return reply.code(401).send({ detail: 'Invalid email or password.' });
      }
      logSecurityEvent(request.log, 'login_succeeded', { userId: session.userId, ip: request.ip });
      return { data: { user_data: session.user, ...session.tokens } };
    },
  );

  app.post<{ Body: RefreshTokenRequest; Reply: RefreshTokenResponse | DetailResponse }>(
    endpoints.users.refreshToken,
    { schema: refreshTokenSchema },
    async (request, reply) => {
      const pair = await sessions.refresh(request.body.refresh);
      if (!pair)
        return reply.code(401).send({ detail: 'Refresh token is invalid, expired or already used.' });
      return pair;
    },
  );

  app.post<{ Body: LogoutRequest | undefined; Reply: DetailResponse }>(
    endpoints.users.logout,
    { schema: logoutSchema },
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
