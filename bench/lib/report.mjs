// The tables `pnpm bench` prints from its results.
import { kb, ms, printTable, seconds, spread } from './table.mjs';

const BUDGET_TOLERANCE = 0.1;

function lighthouseTable(rows) {
  printTable(
    'Lighthouse 13, mobile preset, simulated throttling: median (min-max)',
    // CPU index: Lighthouse's benchmark of the machine during the runs (higher is faster); TBT
    // follows it, so two tables are comparable only at similar indexes.
    ['page', 'score', 'LCP s', 'TBT ms', 'CLS', 'JS KB (transfer)', 'CPU index'],
    rows.map((row) => [
      `${row.name} ${row.path}`,
      spread(row.score),
      spread(row.lcpMs, seconds),
      spread(row.tbtMs, ms),
      spread(row.cls, (value) => value.toFixed(3)),
      spread(row.jsTransferBytes, kb),
      spread(row.cpuIndex, (value) => String(Math.round(value))),
    ]),
  );
}

function pageLoadTables(rows) {
  printTable(
    'Cold visit, emulated mobile network: gzipped code before the content and round trips after the HTML',
    [
      'page',
      'JS KB gz',
      'files',
      'CSS KB gz',
      'round trips',
      'copies react/react-dom/react-router/shared-contracts/mf-runtime-core',
    ],
    rows.map((row) => [
      `${row.name} ${row.path}`,
      kb(row.jsGzipBytes),
      row.jsFiles,
      kb(row.cssGzipBytes),
      spread(row.roundTrips),
      Object.values(row.copies).join('/'),
    ]),
  );
  packageTable('JS KB gz by package (own code under its app; mf-runtime = Module Federation runtime)', rows);
}

/** One column per page, one row per package, largest first on the first page. */
function packageTable(title, rows) {
  const packages = [...new Set(rows.flatMap((row) => Object.keys(row.jsByPackage)))];
  printTable(
    title,
    ['package', ...rows.map((row) => row.name)],
    packages
      .map((name) => [name, ...rows.map((row) => kb(row.jsByPackage[name] ?? 0))])
      .sort((a, b) => Number(b[1]) - Number(a[1])),
  );
}

function budgetTable(budgets, problems) {
  printTable(
    `First JS from the builds (npm test budget, at most ${BUDGET_TOLERANCE * 100}% over bench/budgets.json)`,
    ['page', 'JS KB gz', 'files', 'copies react/react-dom/react-router/shared-contracts/mf-runtime-core'],
    Object.entries(budgets).map(([name, page]) => [
      name,
      kb(page.jsGzipBytes),
      page.files,
      Object.values(page.copies).join('/'),
    ]),
  );
  console.info(
    problems.length ? problems.map((p) => `  over budget: ${p}`).join('\n') : '  all within budget',
  );
  const rows = Object.entries(budgets).map(([name, page]) => ({ name, jsByPackage: page.jsByPackage ?? {} }));
  packageTable('First JS from the builds by package, KB gz', rows);
}

function purchasesTable(row) {
  printTable(
    `Whole guest purchases through the API, ${row.shoppers} concurrent shoppers, ${row.purchasesPerRun} per run: median (min-max)`,
    ['purchase', 'purchases/s', 'one purchase p50 ms'],
    [
      [
        row.request,
        spread(row.purchasesPerSecond, (value) => value.toFixed(1)),
        spread(row.purchaseP50Ms, ms),
      ],
    ],
  );
}

/** A percentile in ms, or '-' when nothing was measured (no reply came). */
const msOrDash = (value) => (value === null ? '-' : ms(value));

function chatLoadTable(row) {
  const errors = Object.entries(row.errors).map(([code, count]) => `${code} ${count}`);
  printTable(
    `Chat load: ${row.sockets} sockets open, ${row.senders} sending a message a second for ${row.seconds} s (goal: 0 lost, 0 doubled, reply p99 under 100 ms)`,
    ['messages', 'connect p50/p99 ms', 'reply p50 ms', 'reply p99 ms', 'lost', 'doubled', 'errors', 'closed'],
    [
      [
        row.messages,
        `${msOrDash(row.connectP50Ms)}/${msOrDash(row.connectP99Ms)}`,
        msOrDash(row.replyP50Ms),
        msOrDash(row.replyP99Ms),
        row.lost,
        row.doubled,
        errors.join(', ') || '0',
        row.closedDuringRun,
      ],
    ],
  );
}

function apiTable(rows) {
  printTable(
    'API on loopback, autocannon 50 connections x 10 s: median (min-max)',
    ['route', 'req/s', 'p50 ms', 'p99 ms', 'x plain', 'not 2xx', 'no answer'],
    rows.map((row) => [
      row.name,
      spread(row.rps, ms),
      spread(row.p50Ms, String),
      spread(row.p99Ms, String),
      spread(row.ratioToPlain, (value) => value.toFixed(2)),
      row.non2xx,
      row.unanswered ?? 0,
    ]),
  );
}

function shellPagesTable(rows) {
  printTable(
    'Shell server, autocannon 20 connections x 10 s, then TTFB of 400 requests 20 at a time: median (min-max)',
    ['target', 'pages/s', 'p99 ms', 'TTFB p50 ms', 'TTFB p99 ms', 'not 2xx', 'no answer'],
    rows.map((row) => [
      `${row.name} ${row.path}`,
      spread(row.rps, ms),
      spread(row.p99Ms, String),
      spread(row.ttfbP50Ms, (value) => value.toFixed(1)),
      spread(row.ttfbP99Ms, (value) => value.toFixed(1)),
      row.notOk,
      row.unanswered,
    ]),
  );
}

function buildTable(rows) {
  printTable(
    'Production builds: seconds, median (min-max)',
    ['build', 'seconds'],
    rows.map((row) => [row.name, spread(row.ms, seconds)]),
  );
}

export function printReport(results) {
  if (results.lighthouse) lighthouseTable(results.lighthouse);
  if (results.pageLoads) pageLoadTables(results.pageLoads);
  if (results.budgets) budgetTable(results.budgets, results.budgetProblems ?? []);
  if (results.shellPages) shellPagesTable(results.shellPages);
  if (results.api) apiTable(results.api);
  if (results.purchases) purchasesTable(results.purchases);
  if (results.chatLoad) chatLoadTable(results.chatLoad);
  if (results.builds) buildTable(results.builds);
}
