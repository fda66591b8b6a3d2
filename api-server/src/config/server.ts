import { type Env, list, positiveInteger, text } from './env';

export interface ListenConfig {
  port: number;
  host: string;
}

export const DEFAULT_CORS_ORIGINS = [
  'http://localhost:3000',
  'http://127.0.0.1:3000',
  'http://*.localhost:3000',
];

export function corsOriginsFromEnv(env: Env): string[] {
  return list(env.CORS_ORIGINS) ?? DEFAULT_CORS_ORIGINS;
}

export function listenFromEnv(env: Env): ListenConfig {
  return {
    port: positiveInteger(env, 'PORT', 8000),
    host: text(env.HOST) ?? '127.0.0.1',
  };
}
