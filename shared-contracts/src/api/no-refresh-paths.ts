import { endpoints } from './endpoints';

/** The refresh call: it never carries the access token and its 401 never starts a refresh. */
export const REFRESH_TOKEN_PATH = endpoints.users.refreshToken;

/**
 * Calls whose 401 means "wrong credentials" or "refresh token rejected", not "access token expired":
 * they are never answered with a refresh and retry (a refresh-token 401 would otherwise loop).
 */
export const NO_REFRESH_PATHS: readonly string[] = [
  REFRESH_TOKEN_PATH,
  endpoints.users.login,
  endpoints.users.signUp,
  endpoints.users.socialMediaLogin,
];
