import { buildApp } from './app';
import { configFromEnv } from './config';

// Past this, a shutdown that hangs (a stuck connection, a slow close) ends the process anyway.
const SHUTDOWN_TIMEOUT_MS = 10_000;

async function main(): Promise<void> {
  const { api, listen } = configFromEnv();
  const app = await buildApp(api);
  await app.listen({ port: listen.port, host: listen.host });

  let stopping = false;
  const shutdown = (signal: NodeJS.Signals) => {
    if (stopping) {
      app.log.warn({ signal }, 'second signal: exiting now');
      process.exit(1);
    }
    stopping = true;
    app.log.info({ signal }, 'shutting down');
    setTimeout(() => {
      app.log.error('shutdown timed out');
      process.exit(1);
    }, SHUTDOWN_TIMEOUT_MS).unref();
    // Closing the app stops new requests, lets open ones finish, then closes the database.
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);
}

main().catch((error: unknown) => {
  console.error('api-server failed to start:', error);
  process.exit(1);
});
