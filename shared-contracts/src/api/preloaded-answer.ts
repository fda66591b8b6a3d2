// A request the shell's route preloader already sent (first-read.ts, docs/adr/0016), recognised
// and answered without axios: a content page's first read needs no axios at all (docs/adr/0018).
// The request is described exactly as the axios half would send it (URL, token, visitor id), so a
// match here is the request axios would have made.
import type { AxiosRequestConfig } from 'axios';
import { storage } from '../storage/storage';
import { apiFaultHook } from './api-fault-hook';
import type { ApiResponse } from './api-client-types';
import { originOf, pathOf } from './url-parts';
import { firstReadUrl, takeFirstRead, type FirstReadAnswer } from './first-read';
import { REFRESH_TOKEN_PATH } from './no-refresh-paths';
import { VISITOR_ID_HEADER } from './types/content-api';

/** A header of the request as the caller gave it (a plain object or axios' AxiosHeaders), by name in any case. */
function headerOf(headers: AxiosRequestConfig['headers'], name: string): string | null {
  if (!headers) return null;
  const lower = name.toLowerCase();
  for (const [key, value] of Object.entries(headers as Record<string, unknown>))
    if (key.toLowerCase() === lower && typeof value === 'string') return value;
  return null;
}

/** Query parameters the first reads use: plain strings only, which both sides write alike. */
function stringParams(params: unknown): Record<string, string> | undefined | null {
  if (params === undefined || params === null) return undefined;
  if (typeof params !== 'object' || Object.getPrototypeOf(params) !== Object.prototype) return null;
  const entries = Object.entries(params as Record<string, unknown>);
  return entries.every(([, value]) => typeof value === 'string') ? (params as Record<string, string>) : null;
}

/**
 * The preloaded answer of this request, if the preloader started one and it matches (taken once),
 * else undefined: not in a browser, under a fault hook, a request with options that change how it
 * is sent or read (its own adapter, response type or transforms), or one not for the API.
 */
export function preloadedAnswer(
  config: AxiosRequestConfig,
  baseURL: () => string,
): Promise<FirstReadAnswer> | undefined {
  if (typeof window === 'undefined' || apiFaultHook()) return undefined;
  if (config.adapter || config.responseType || config.transformResponse || config.transformRequest)
    return undefined;
  const params = stringParams(config.params);
  if (params === null) return undefined;
  let url: string;
  let apiOrigin: string | null;
  try {
    const apiBase = baseURL();
    apiOrigin = originOf(apiBase);
    url = firstReadUrl(config.baseURL || apiBase, config.url ?? '', params, location.href);
  } catch {
    // No runtime config yet: the axios half reports it as the request's error.
    return undefined;
  }
  if (apiOrigin === null || originOf(url) !== apiOrigin) return undefined;
  const access = storage.get('access');
  const authorization =
    access && pathOf(config.url) !== REFRESH_TOKEN_PATH
      ? `Bearer ${access}`
      : headerOf(config.headers, 'Authorization');
  return takeFirstRead({
    method: config.method ?? 'get',
    url,
    data: config.data,
    authorization,
    visitor: headerOf(config.headers, VISITOR_ID_HEADER),
  });
}

/** The body as axios' default response transform reads it: JSON when it parses, else the text. */
function parsed(body: string): unknown {
  if (!body) return body;
  try {
    return JSON.parse(body) as unknown;
  } catch {
    return body;
  }
}

/** A preloaded success as the client's answer. */
export function responseOf<T>(answer: FirstReadAnswer): ApiResponse<T> {
  return { data: parsed(answer.body) as T, status: answer.status, statusText: '', headers: answer.headers };
}
