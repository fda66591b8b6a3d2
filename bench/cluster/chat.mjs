// The chat load spread over two API servers (docs/adr/0170): the scenario of bench/lib/chat-load.mjs
// (1,000 sockets, 100 of them sending a message a second) through the cluster's entry, which
// spreads the sockets over both servers. Reply p50/p99, lost and doubled messages.
// Alone: `DATABASE_URL=… REDIS_URL=… node bench/cluster/chat.mjs` (BENCH_CHAT_* shrink it).
import { pathToFileURL } from 'node:url';
import { measureChatLoad } from '../lib/chat-load.mjs';
import { startBenchCluster } from './cluster.mjs';

/** A page origin the API servers allow by default. */
const ORIGIN = 'http://localhost:3000';

export async function measureClusterChat({ log = console.error } = {}) {
  // The scenario's one user sends far more than a person may: the limits would measure refusals.
  const cluster = await startBenchCluster({
    CHAT_MESSAGES_PER_WINDOW: '1000000',
    CHAT_ROOMS_PER_HOUR: '1000000',
  });
  try {
    return await measureChatLoad({ apiUrl: cluster.entry, origin: ORIGIN, log });
  } finally {
    await cluster.stop();
  }
}

export function printClusterChat(result, print = console.info) {
  print('\nCluster: chat load over two API servers (through the entry)');
  print('sockets  senders  seconds  messages  reply p50 ms  reply p99 ms  lost  doubled  closed  errors');
  print(
    [
      result.sockets,
      result.senders,
      result.seconds,
      result.messages,
      Math.round(result.replyP50Ms ?? NaN),
      Math.round(result.replyP99Ms ?? NaN),
      result.lost,
      result.doubled,
      result.closedDuringRun,
      JSON.stringify(result.errors),
    ].join('  '),
  );
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  try {
    printClusterChat(await measureClusterChat());
    process.exit(0);
  } catch (error) {
    console.error(`bench: ${error.message}`);
    process.exit(1);
  }
}
