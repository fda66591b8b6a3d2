import { CHAT_LIMITS } from '../contracts';
import { type Env, httpUrl, positiveInteger, text } from './env';

/**
 * An OpenAI-compatible chat-completions service (OpenAI, Ollama, vLLM, llama.cpp) that writes the
 * chat's replies; without one, the built-in responder answers from the health library.
 */
export interface AiConfig {
  /** Base URL up to the version, e.g. `https://api.openai.com/v1` or `http://127.0.0.1:11434/v1`. */
  baseUrl: string;
  model: string;
  /** Sent as `Authorization: Bearer`; null for local servers that need none. */
  apiKey: string | null;
  /** Longest wait for the whole reply before the user is told the assistant is unavailable. */
  timeoutMs: number;
}

/** Abuse limits of the chat socket: messages per user, shared through Redis when it is set. */
export interface ChatLimitsConfig {
  messagesPerWindow: number;
  windowMs: number;
  /** Most bytes of attachments a user may have stored (default CHAT_LIMITS.fileBytesPerUser). */
  fileBytesPerUser?: number;
}

export const DEFAULT_CHAT_LIMITS: ChatLimitsConfig = {
  messagesPerWindow: 20,
  windowMs: 60_000,
  fileBytesPerUser: CHAT_LIMITS.fileBytesPerUser,
};
export const DEFAULT_AI_TIMEOUT_MS = 60_000;

export function aiFromEnv(env: Env): AiConfig | null {
  const baseUrl = text(env.AI_BASE_URL);
  if (!baseUrl) return null;
  if (!/^https?:\/\//.test(baseUrl)) throw new Error(`AI_BASE_URL must be an http(s) URL, got "${baseUrl}"`);
  const model = text(env.AI_MODEL);
  if (!model) throw new Error('AI_MODEL must be set with AI_BASE_URL (e.g. gpt-4o-mini, llama3.1)');
  return {
    baseUrl,
    model,
    apiKey: text(env.AI_API_KEY) ?? null,
    timeoutMs: positiveInteger(env, 'AI_TIMEOUT_MS', DEFAULT_AI_TIMEOUT_MS),
  };
}

export function chatLimitsFromEnv(env: Env): ChatLimitsConfig {
  return {
    messagesPerWindow: positiveInteger(
      env,
      'CHAT_MESSAGES_PER_WINDOW',
      DEFAULT_CHAT_LIMITS.messagesPerWindow,
    ),
    windowMs: positiveInteger(env, 'CHAT_RATE_WINDOW_MS', DEFAULT_CHAT_LIMITS.windowMs),
    fileBytesPerUser: positiveInteger(env, 'CHAT_FILE_BYTES_PER_USER', CHAT_LIMITS.fileBytesPerUser),
  };
}

/** CHAT_VIDEO_BASE_URL: where the recommended videos are published; null: the API's own pages. */
export function chatVideoBaseUrlFromEnv(env: Env): string | null {
  return httpUrl(env, 'CHAT_VIDEO_BASE_URL') ?? null;
}
