// The baseline of the API bench: a plain Fastify route answering a fixed JSON body. Runs in its own
// process (like the API) so that autocannon's work in the bench process does not slow it down.
// Prints its URL on stdout once it listens.
import Fastify from 'fastify';

const app = Fastify({ logger: false });
const body = { status: 'ok' };
app.get('/plain', async () => body);
const url = await app.listen({ host: '127.0.0.1', port: 0 });
console.log(url);
process.on('SIGTERM', () => app.close().then(() => process.exit(0)));
