// `pnpm serve` / `node scripts/serve.mjs [--only <shell|shop|checkout|auth|chat|content|api>] [--no-api]`:
// serves what is already built (use `npm start` to build what is stale first).
import { serveAll } from './lib/serve-all.mjs';
import { parseServeArgs } from './lib/serve-args.mjs';

try {
  await serveAll(parseServeArgs(process.argv.slice(2)));
} catch (error) {
  console.error(`serve: ${error.message}`);
  process.exit(1);
}
