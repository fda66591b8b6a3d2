import { useState } from 'react';
import styles from './fault-banner.module.css';
import { formatMode, type TabFault } from './fault-params';

interface FaultBannerProps {
  faults: readonly TabFault[];
  /** Items of `?mf-fault=` that were not understood. */
  problems: readonly string[];
  /** Clears the tab's faults; resolves once the faulted remotes were registered afresh. */
  onStop: () => Promise<void>;
}

const describe = (fault: TabFault) =>
  `${fault.target === 'api' ? 'API' : fault.target} ${formatMode(fault.mode)}`;

/**
 * Says, on every page of the tab, that faults are being injected, so nobody mistakes a test for
 * an outage; "Stop faults" ends them without a reload (an error page's Retry then recovers).
 */
export function FaultBanner({ faults, problems, onStop }: FaultBannerProps) {
  const [stopped, setStopped] = useState(false);
  if (stopped) return null;
  const stop = () => {
    setStopped(true);
    void onStop().finally(() => document.getElementById('main')?.focus());
  };
  return (
    <aside className={styles.banner} aria-label="Fault injection">
      <p className={styles.text}>
        <strong>Fault injection in this tab:</strong>{' '}
        {faults.length ? faults.map(describe).join(', ') : 'none'}
        {problems.length > 0 && <> (not understood: {problems.join(', ')}; see docs/recovery-testing.md)</>}
      </p>
      <button type="button" className={styles.stop} onClick={stop}>
        Stop faults
      </button>
    </aside>
  );
}
