import { buildApp } from './app';
import { configFromEnv } from './config';
import { runServer } from './server-lifecycle';

// The entry point of dist/server.js. Bad settings stop it here, before anything is opened, with a
// message naming the variable.
function main(): void {
  let config: ReturnType<typeof configFromEnv>;
  try {
    config = configFromEnv();
  } catch (error) {
    console.error(`api-server: bad configuration: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  }
  const { api, listen } = config;
  runServer({ build: () => buildApp(api), listen }).catch((error: unknown) => {
    console.error('api-server: unexpected failure:', error);
    process.exit(1);
  });
}

main();
