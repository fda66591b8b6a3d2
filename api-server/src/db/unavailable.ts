/**
 * Whether an error means the database cannot be reached right now (restarting, failed over, its
 * connection cut) rather than that the request or the code is wrong: such a request is answered
 * 503 with Retry-After, never 500, and the pool opens new connections by itself (ADR 0170).
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string') {
    if (NETWORK_CODES.has(code)) return true;
    // SQLSTATE class 08 (connection exception), the server shutting down or starting (57P01-3),
    // too many connections (53300).
    if (code.startsWith('08') || ['57P01', '57P02', '57P03', '53300'].includes(code)) return true;
  }
  return PG_CONNECTION_MESSAGES.some((message) => error.message.includes(message));
}

const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/** node-postgres says these in words, with no code. */
const PG_CONNECTION_MESSAGES = [
  'Connection terminated',
  'connection timeout',
  'timeout exceeded when trying to connect',
  'Client has encountered a connection error',
  'Connection closed',
];
