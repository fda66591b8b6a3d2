// The shell server under load: pages per second and time to first byte for the HTML of the stud
// home and a product page, beside a static file of the same server in the same run (its entry
// script), so a busy machine moves all three alike. autocannon gives the throughput (20
// connections, 10 s); a second pass of 20 concurrent clients times each response's first byte,
// which autocannon does not report apart from the whole response.
import { request } from 'node:http';
import autocannon from 'autocannon';
import { summarize } from './summary.mjs';

export const PAGE_CONNECTIONS = 20;
export const PAGE_DURATION_SECONDS = 10;
/** Responses timed for their first byte per target and run. */
const TTFB_SAMPLES = 400;

/** A browser's headers for a page: HTML first, compressed. */
const PAGE_HEADERS = {
  accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8',
  'accept-encoding': 'gzip, deflate, br',
};

/** The targets: the two pages the issue names and the static file they are compared with. */
export async function shellTargets(shellUrl) {
  const html = await (await fetch(`${shellUrl}/stud/`, { headers: PAGE_HEADERS })).text();
  const entry = /\/?(main\.[0-9a-f]+\.js)/.exec(html)?.[1];
  if (!entry) throw new Error('the shell page names no main.<hash>.js: is the shell built?');
  return [
    { name: 'stud home', path: '/stud/' },
    { name: 'stud product', path: '/stud/shop/stud-support-brief' },
    { name: 'static file', path: `/${entry}` },
  ];
}

/** Milliseconds from sending a GET to its first body byte, and the status. */
function timeFirstByte(url) {
  return new Promise((resolveTime, rejectTime) => {
    const started = process.hrtime.bigint();
    const sent = request(url, { headers: PAGE_HEADERS }, (response) => {
      response.once('data', () => {
        const ms = Number(process.hrtime.bigint() - started) / 1e6;
        response.resume();
        response.once('end', () => resolveTime({ ms, status: response.statusCode }));
      });
      response.once('error', rejectTime);
    });
    sent.once('error', rejectTime);
    sent.end();
  });
}

function percentile(sorted, fraction) {
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * fraction))];
}

/** TTFB p50 and p99 over TTFB_SAMPLES requests, PAGE_CONNECTIONS at a time. */
async function firstBytes(url) {
  const times = [];
  let failed = 0;
  let next = 0;
  const client = async () => {
    while (next < TTFB_SAMPLES) {
      next += 1;
      const { ms, status } = await timeFirstByte(url);
      if (status >= 400) failed += 1;
      times.push(ms);
    }
  };
  await Promise.all(Array.from({ length: PAGE_CONNECTIONS }, client));
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 0.5), p99: percentile(times, 0.99), failed };
}

async function measureOnce(url) {
  const result = await autocannon({
    url,
    headers: PAGE_HEADERS,
    connections: PAGE_CONNECTIONS,
    duration: PAGE_DURATION_SECONDS,
  });
  const ttfb = await firstBytes(url);
  return {
    rps: result.requests.average,
    p99: result.latency.p99,
    ttfbP50: ttfb.p50,
    ttfbP99: ttfb.p99,
    notOk: result.non2xx + ttfb.failed,
    unanswered: result.errors + result.timeouts,
  };
}

/** Each target `runs` times, the three targets in turn within a run. */
export async function measureShellPages({ shellUrl, runs, log }) {
  const targets = await shellTargets(shellUrl);
  const measured = new Map(targets.map((target) => [target.name, []]));
  for (let run = 0; run < runs; run += 1) {
    for (const target of targets) {
      log(`bench: shell ${target.name} run ${run + 1}/${runs} (${PAGE_DURATION_SECONDS} s + TTFB sample)`);
      measured.get(target.name).push(await measureOnce(`${shellUrl}${target.path}`));
    }
  }
  return targets.map(({ name, path }) => {
    const all = measured.get(name);
    return {
      name,
      path,
      rps: summarize(all.map((one) => one.rps)),
      p99Ms: summarize(all.map((one) => one.p99)),
      ttfbP50Ms: summarize(all.map((one) => one.ttfbP50)),
      ttfbP99Ms: summarize(all.map((one) => one.ttfbP99)),
      notOk: all.reduce((sum, one) => sum + one.notOk, 0),
      unanswered: all.reduce((sum, one) => sum + one.unanswered, 0),
    };
  });
}
