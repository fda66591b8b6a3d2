// `pnpm bench [--skip-build] [--only lighthouse|bytes|shell|api|chat|build|cart-writes|redeploys] [--runs N] [--update-budgets] [--api-routes a,b]`:
// the product's benchmark harness (bench/README.md). Writes bench/results.json and prints tables;
// every timing is the median of --runs runs (3 by default) with min and max.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { allTargets, buildStale, installIfNeeded } from '../scripts/lib/build.mjs';
import { ensurePnpm } from '../scripts/lib/pnpm.mjs';
import { API, ROOT, SHELL } from '../scripts/lib/workspace.mjs';
import { parseBenchArgs } from './lib/args.mjs';
import { measureApi } from './lib/api.mjs';
import { measureCartWrites, printCartWrites } from './cluster/cart-writes.mjs';
import { measureChatLoad } from './lib/chat-load.mjs';
import { measureClusterChat, printClusterChat } from './cluster/chat.mjs';
import { measureClusterSessions, printClusterSessions } from './cluster/sessions.mjs';
import { measurePurchases } from './lib/purchases.mjs';
import { readAllBuilds } from './lib/build-graph.mjs';
import { measureBuilds } from './lib/builds.mjs';
import { budgetProblems, measureStartJs, readBudgets, readPages, writeBudgets } from './lib/budgets.mjs';
import { measureLighthouse } from './lib/lighthouse.mjs';
import { measurePageLoads } from './lib/page-loads.mjs';
import { measureShellPages } from './lib/shell-pages.mjs';
import { measureRedeploys, printRedeploys } from './lib/redeploys.mjs';
import { printReport } from './lib/report.mjs';
import { openStack } from './lib/stack.mjs';

const log = (line) => console.error(line);

async function main() {
  const options = parseBenchArgs(process.argv.slice(2));
  const pnpm = await ensurePnpm({ log });
  await installIfNeeded(pnpm);
  const results = { date: new Date().toISOString(), runs: options.runs, parts: options.parts };

  // The cart writes alone need the API's build only, and no page's (bench/cluster/cart-writes.mjs).
  const cartWritesOnly = options.parts.every((part) => part === 'cart-writes') && !options.updateBudgets;
  // The redeploys need the shell, the content remote and the API (bench/lib/redeploys.mjs).
  const redeploysOnly = options.parts.every((part) => part === 'redeploys') && !options.updateBudgets;
  const targets = cartWritesOnly
    ? [API.name]
    : redeploysOnly
      ? ['content', SHELL.name, API.name]
      : allTargets();
  if (options.parts.includes('build') && !options.skipBuild)
    results.builds = measureBuilds({ pnpm, runs: options.runs, log });
  else if (!options.skipBuild) await buildStale(pnpm, targets);
  if (redeploysOnly) {
    results.redeploys = await measureRedeploys({ log });
    writeFileSync(join(ROOT, 'bench', 'results.json'), `${JSON.stringify(results, null, 2)}\n`);
    printRedeploys(results.redeploys);
    return;
  }
  if (cartWritesOnly) {
    results.cartWrites = await measureCartWrites({ runs: options.runs, log });
    writeFileSync(join(ROOT, 'bench', 'results.json'), `${JSON.stringify(results, null, 2)}\n`);
    printCartWrites(results.cartWrites);
    return;
  }

  const pages = readPages();
  const builds = readAllBuilds();
  results.budgets = measureStartJs(pages, builds);
  if (options.updateBudgets) {
    writeBudgets(results.budgets);
    log('bench: bench/budgets.json now holds what the builds have');
  }
  results.budgetProblems = budgetProblems(results.budgets, readBudgets());

  const needsServers = ['lighthouse', 'bytes', 'shell', 'api', 'chat'].some((part) =>
    options.parts.includes(part),
  );
  if (needsServers) {
    const stack = await openStack({ log });
    try {
      const common = {
        shellUrl: stack.shellUrl,
        apiUrl: stack.apiUrl,
        ports: stack.ports,
        pages,
        builds,
        runs: options.runs,
        log,
      };
      if (options.parts.includes('lighthouse')) results.lighthouse = await measureLighthouse(common);
      if (options.parts.includes('bytes')) results.pageLoads = await measurePageLoads(common);
      if (options.parts.includes('shell'))
        results.shellPages = await measureShellPages({ shellUrl: stack.shellUrl, runs: options.runs, log });
      if (options.parts.includes('api'))
        results.api = await measureApi({
          apiUrl: stack.apiUrl,
          runs: options.runs,
          log,
          routeNames: options.apiRoutes ?? null,
        });
      if (options.parts.includes('api') && !options.apiRoutes)
        results.purchases = await measurePurchases({ apiUrl: stack.apiUrl, runs: options.runs, log });
      // One run: the scenario is long (a minute with its set-up) and its figures are percentiles.
      if (options.parts.includes('chat'))
        results.chatLoad = await measureChatLoad({ apiUrl: stack.apiUrl, origin: stack.shellUrl, log });
    } finally {
      await stack.stop();
    }
  }

  // Its own servers and databases on PostgreSQL, when one answers (bench/cluster/cart-writes.mjs).
  if (options.parts.includes('cart-writes'))
    results.cartWrites = await measureCartWrites({ runs: options.runs, log });
  // Its own shell server, API and content remote (bench/lib/redeploys.mjs); one run of 100 redeploys.
  if (options.parts.includes('redeploys')) results.redeploys = await measureRedeploys({ log });
  // Two API servers on PostgreSQL and Redis (bench/cluster/), when both are given.
  const cluster = Boolean(process.env.DATABASE_URL && process.env.REDIS_URL);
  if (cluster && options.parts.includes('api'))
    results.clusterSessions = await measureClusterSessions({ runs: options.runs, log });
  if (cluster && options.parts.includes('chat')) results.clusterChat = await measureClusterChat({ log });

  writeFileSync(join(ROOT, 'bench', 'results.json'), `${JSON.stringify(results, null, 2)}\n`);
  printReport(results);
  printCartWrites(results.cartWrites);
  printRedeploys(results.redeploys);
  if (results.clusterSessions) printClusterSessions(results.clusterSessions);
  if (results.clusterChat) printClusterChat(results.clusterChat);
  console.info('\nAll figures: bench/results.json');
}

try {
  await main();
  process.exit(0);
} catch (error) {
  console.error(`bench: ${error.message}`);
  process.exit(1);
}
