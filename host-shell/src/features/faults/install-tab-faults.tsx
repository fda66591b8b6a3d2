import { createRoot } from 'react-dom/client';
import { setApiFaultHook, type RemoteName, type RuntimeConfig } from 'shared-contracts';
import type { RemoteLoader } from '../remotes';
import { createApiFaultHook } from './api-fault';
import { FaultBanner } from './fault-banner';
import { faultedManifestUrl } from './fault-urls';
import { clearTabFaults, readTabFaults } from './tab-faults';

/** What the shell's remote loading needs from a tab's faults. */
export interface TabFaults {
  /**
   * The manifest URL to register a remote at: its faulted URL while the tab has a fault for it.
   * A stale manifest is played once per page: the reload after the missing chunk (`reloading`)
   * gets the real one, as after a redeploy.
   */
  manifestUrl: (remote: RemoteName, reloading: boolean) => string;
  /** Gives "Stop faults" the loader whose faulted remotes it registers afresh. */
  attach: (loader: RemoteLoader) => void;
}

/**
 * Starts the tab's faults (this module is a chunk of its own, loaded only when the runtime config
 * has `faultInjection: true` and the tab asks for faults): the API hook, the banner above
 * `container`, and the faulted manifest URLs. Null when the tab has none after all.
 */
export function installTabFaults(
  remotes: RuntimeConfig['remotes'],
  container: HTMLElement,
  win: Window = window,
): TabFaults | null {
  const { faults, problems } = readTabFaults(win);
  if (faults.length === 0 && problems.length === 0) return null;
  let active = faults;
  let loader: RemoteLoader | null = null;
  const staleServed = new Set<RemoteName>();

  const api = active.find((fault) => fault.target === 'api');
  if (api?.target === 'api') setApiFaultHook(createApiFaultHook(api.mode));

  async function stop(): Promise<void> {
    const faulted = active.flatMap((fault) => (fault.target === 'api' ? [] : [fault.target]));
    active = [];
    clearTabFaults(win);
    setApiFaultHook(null);
    const attached = loader;
    if (attached) await Promise.all(faulted.map((remote) => attached.reload(remote)));
  }

  const host = win.document.createElement('div');
  container.before(host);
  createRoot(host).render(<FaultBanner faults={faults} problems={problems} onStop={stop} />);

  return {
    manifestUrl: (remote, reloading) => {
      const clean = remotes[remote];
      const fault = active.find((item) => item.target === remote);
      if (!fault || fault.target === 'api') return clean;
      if (fault.mode.name === 'stale') {
        if (reloading) staleServed.add(remote);
        if (staleServed.has(remote)) return clean;
      }
      return faultedManifestUrl(clean, fault.mode);
    },
    attach: (remoteLoader) => {
      loader = remoteLoader;
    },
  };
}
