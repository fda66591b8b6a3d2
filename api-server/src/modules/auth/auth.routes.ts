import type { FastifyPluginCallback } from 'fastify';
import type {
  DetailResponse,
  LoginRequest,
  LoginResponse,
  RefreshTokenRequest,
  RefreshTokenResponse,
} from '../../contracts';
import { endpoints } from '../../contracts';
import { noStoreHook } from '../../http/security-headers';
import type { AuthService } from './auth.service';
import { loginSchema, refreshTokenSchema } from './auth.schemas';

export interface AuthRoutesOptions {
  auth: AuthService;
}

/** Password login and refresh-token rotation (the one-time-code flows join here later). */
export const authRoutes: FastifyPluginCallback<AuthRoutesOptions> = (app, { auth }, done) => {
  // Their answers carry tokens: never kept by a browser or proxy cache.
  app.addHook('onSend', noStoreHook);
  app.post<{ Body: LoginRequest; Reply: LoginResponse | DetailResponse }>(
    endpoints.users.login,
    { schema: loginSchema },
    async (request, reply) => {
      const session = await auth.login(request.body.email, request.body.password);
      if (!session) return reply.code(401).send({ detail: 'Invalid email or password.' });
      return { data: { user_data: session.user, ...session.tokens } };
    },
  );

  app.post<{ Body: RefreshTokenRequest; Reply: RefreshTokenResponse | DetailResponse }>(
    endpoints.users.refreshToken,
    { schema: refreshTokenSchema },
    async (request, reply) => {
      const pair = await auth.refresh(request.body.refresh);
      if (!pair)
        return reply.code(401).send({ detail: 'Refresh token is invalid, expired or already used.' });
      return pair;
    },
  );
  done();
};
