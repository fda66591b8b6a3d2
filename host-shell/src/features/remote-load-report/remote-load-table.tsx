import type { RemoteLoadSummaryRow } from 'shared-contracts';
import styles from './remote-load-report.module.css';

const percent = (share: number | null) => (share === null ? '—' : `${(share * 100).toFixed(1)} %`);
const duration = (ms: number | null) =>
  ms === null ? '—' : ms < 1000 ? `${ms} ms` : `${(ms / 1000).toFixed(1)} s`;

function kinds(row: RemoteLoadSummaryRow): string {
  const named = Object.entries(row.failuresByKind).filter(([, count]) => count > 0);
  return named.length ? named.map(([kind, count]) => `${kind} ${count}`).join(', ') : '—';
}

/** One row per remote; numbers right-aligned so they compare down a column. */
export function RemoteLoadTable({ rows, caption }: { rows: RemoteLoadSummaryRow[]; caption: string }) {
  return (
    <div className={styles.scroller} role="region" aria-label={caption} tabIndex={0}>
      <table className={styles.table}>
        <caption className={styles.caption}>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">Remote</th>
            <th scope="col">Loads</th>
            <th scope="col">Failed loads</th>
            <th scope="col">Failure rate</th>
            <th scope="col">Failed tries by kind</th>
            <th scope="col">Recovered</th>
            <th scope="col">Recovery p50</th>
            <th scope="col">Recovery p90</th>
            <th scope="col">Recovery p99</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.remote}>
              <th scope="row">{row.remote}</th>
              <td>{row.loads}</td>
              <td>{row.failedLoads}</td>
              <td>{percent(row.failureRate)}</td>
              <td className={styles.text}>{kinds(row)}</td>
              <td>
                {row.recoveries} ({percent(row.recoveryRate)})
              </td>
              <td>{duration(row.recoveryMs.p50)}</td>
              <td>{duration(row.recoveryMs.p90)}</td>
              <td>{duration(row.recoveryMs.p99)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
