// What the cross-server tests share: the buses they run over, and how long a change may take to
// reach the other server.

/** The promise of docs/adr/0170: a revocation takes effect on every server within this. */
export const REVOCATION_BOUND_MS = 1_000;

const redisUrl = process.env.TEST_REDIS_URL ?? process.env.REDIS_URL;

/**
 * The cluster buses of docs/adr/0120, each a `describe.each` row: PostgreSQL LISTEN/NOTIFY always,
 * Redis pub/sub when a test Redis is given.
 */
export const busLinks: { name: string; redisUrl: string | null }[] = [
  { name: 'PostgreSQL LISTEN/NOTIFY', redisUrl: null },
  ...(redisUrl ? [{ name: 'Redis pub/sub', redisUrl }] : []),
];

/** Asks until `done` holds or REVOCATION_BOUND_MS has passed; the last answer either way. */
export async function askWithinBound<T>(ask: () => Promise<T>, done: (answer: T) => boolean): Promise<T> {
  const end = Date.now() + REVOCATION_BOUND_MS;
  for (;;) {
    const answer = await ask();
    if (done(answer) || Date.now() > end) return answer;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}
