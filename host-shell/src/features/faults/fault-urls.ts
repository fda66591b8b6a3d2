import type { RemoteFaultMode } from './fault-params';

/**
 * The manifest URL that makes the remote's own server play a fault for this tab only:
 * `http://127.0.0.1:3001/__mf-fault/chunk-404/mf-manifest.json`. The remote's publicPath is
 * "auto", so its remoteEntry.js and every chunk then come from under the same prefix, and the
 * server answers each as the mode says (tooling/static-server/src/remote-faults.cjs).
 */
export function faultedManifestUrl(manifestUrl: string, mode: RemoteFaultMode): string {
  const url = new URL(manifestUrl);
  const segment = mode.name === 'slow' ? `slow-${mode.ms}` : mode.name;
  url.pathname = `/__mf-fault/${segment}${url.pathname}`;
  return url.href;
}
