import {
  REMOTE_LOAD_ERROR_KINDS,
  REMOTE_NAMES,
  type RemoteLoadErrorKind,
  type RemoteLoadEvent,
  type RemoteLoadSummaryRow,
  type RemoteName,
} from '../../contracts';
import type { Queryable } from '../../db/database';

/** Stores one batch in one statement, all received at `receivedAt`. */
export async function insertRemoteLoadEvents(
  db: Queryable,
  events: readonly RemoteLoadEvent[],
  receivedAt: Date,
): Promise<void> {
  const columns = ['type', 'remote', 'module', 'kind', 'attempt', 'ms'] as const;
  const params: unknown[] = [receivedAt.toISOString()];
  const rows = events.map((event) => {
    const placeholders = columns.map((column) => {
      params.push(event[column]);
      return `$${params.length}`;
    });
    return `($1, ${placeholders.join(', ')})`;
  });
  await db.query(
    `insert into remote_load_events (received_at, ${columns.join(', ')}) values ${rows.join(', ')}`,
    params,
  );
}

/** Deletes what is older than `before`: telemetry is for recent trouble, not an archive. */
export async function deleteRemoteLoadEventsBefore(db: Queryable, before: Date): Promise<void> {
  await db.query('delete from remote_load_events where received_at < $1', [before.toISOString()]);
}

interface CountsRow {
  remote: string;
  successes: number;
  failed_loads: number;
  failures: number;
  recoveries: number;
  p50: number | null;
  p90: number | null;
  p99: number | null;
}

const rate = (part: number, whole: number) => (whole === 0 ? 0 : part / whole);
const roundedMs = (value: number | string | null) => (value === null ? null : Math.round(Number(value)));

/**
 * Per remote, over [from, to): loads (successes plus loads whose first try failed), failed tries
 * by kind, recoveries, and recovery-time percentiles (PostgreSQL's percentile_cont: linear
 * interpolation between the nearest ranks, rounded to the millisecond).
 */
export async function summariseRemoteLoads(
  db: Queryable,
  from: Date,
  to: Date,
): Promise<RemoteLoadSummaryRow[]> {
  const window = [from.toISOString(), to.toISOString()];
  const counts = await db.query<CountsRow>(
    `select remote,
       count(*) filter (where type = 'success')::int as successes,
       count(*) filter (where type = 'failure' and attempt = 1)::int as failed_loads,
       count(*) filter (where type = 'failure')::int as failures,
       count(*) filter (where type = 'recovery')::int as recoveries,
       percentile_cont(0.5) within group (order by ms) filter (where type = 'recovery') as p50,
       percentile_cont(0.9) within group (order by ms) filter (where type = 'recovery') as p90,
       percentile_cont(0.99) within group (order by ms) filter (where type = 'recovery') as p99
     from remote_load_events
     where received_at >= $1 and received_at < $2
     group by remote`,
    window,
  );
  const kinds = await db.query<{ remote: string; kind: RemoteLoadErrorKind; count: number }>(
    `select remote, kind, count(*)::int as count
     from remote_load_events
     where received_at >= $1 and received_at < $2 and type = 'failure'
     group by remote, kind`,
    window,
  );
  const byRemote = new Map(counts.rows.map((row) => [row.remote, row]));
  return REMOTE_NAMES.filter((remote) => byRemote.has(remote)).map((remote: RemoteName) => {
    const row = byRemote.get(remote) as CountsRow;
    const failuresByKind = Object.fromEntries(REMOTE_LOAD_ERROR_KINDS.map((kind) => [kind, 0])) as Record<
      RemoteLoadErrorKind,
      number
    >;
    for (const entry of kinds.rows) if (entry.remote === remote) failuresByKind[entry.kind] = entry.count;
    const loads = row.successes + row.failed_loads;
    return {
      remote,
      loads,
      failedLoads: row.failed_loads,
      failures: row.failures,
      failuresByKind,
      recoveries: row.recoveries,
      failureRate: rate(row.failed_loads, loads),
      recoveryRate: row.failed_loads === 0 ? null : Math.min(1, rate(row.recoveries, row.failed_loads)),
      recoveryMs: { p50: roundedMs(row.p50), p90: roundedMs(row.p90), p99: roundedMs(row.p99) },
    };
  });
}
