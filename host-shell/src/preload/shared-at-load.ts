// The shared modules a remote page consumes as it loads, and the files each will fetch from the app
// whose copy the Module Federation runtime will choose: what the route preloader fetches with the
// page chunk so none of it comes a round trip later (docs/adr/0017). The builds write the data
// (tooling/webpack load-needs.cjs): `assets.atLoad` in a remote's mf-manifest.json, and the shell's
// own provided modules in its HTML (`shell-loads`).

/** What loading an exposed module or a shared module fetches: its chunk files and the shared modules it consumes. */
export interface LoadNeeds {
  js: string[];
  shared: string[];
}

/** A shared module the shell provides; an eager one is in main.js, already on the page. */
export interface ShellProvided extends LoadNeeds {
  version: string;
  eager: boolean;
}

/** The shell's provided shared modules by share key (its HTML's `shell-loads` block). */
export type ShellLoads = Record<string, ShellProvided | undefined>;

/** A shared module a remote provides, as its manifest lists it. */
export interface RemoteProvided {
  name: string;
  version?: string;
  assets: { atLoad?: LoadNeeds };
}

/** Whether version `a` is above `b` (numeric major.minor.patch; anything else counts as equal). */
export function isNewer(a: string, b: string): boolean {
  const parts = (version: string) => version.split(/[.+-]/, 3).map(Number);
  const [x, y] = [parts(a), parts(b)];
  for (let i = 0; i < 3; i += 1) {
    const [p, q] = [x[i] ?? 0, y[i] ?? 0];
    if (Number.isNaN(p) || Number.isNaN(q)) return false;
    if (p !== q) return p > q;
  }
  return false;
}

/**
 * The absolute URLs of the files the shared modules in `needs` fetch as they load, and those of the
 * shared modules they consume in turn. The copy is the one the runtime picks for a singleton with
 * `shareStrategy: 'loaded-first'`: the shell's when it is already loaded (eager) or not older than
 * the remote's (the shell registers first and keeps an equal version), else the remote's. A module
 * neither side describes adds nothing: it simply loads when the page asks for it, as before.
 */
export function sharedFilesAtLoad(
  needs: readonly string[],
  remote: { shared: readonly RemoteProvided[]; baseUrl: string },
  shell: { loads: ShellLoads; baseUrl: string },
): string[] {
  const remoteShared = new Map(remote.shared.map((shared) => [shared.name, shared]));
  const files: string[] = [];
  const seen = new Set<string>();
  const queue = [...needs];
  for (let name = queue.shift(); name !== undefined; name = queue.shift()) {
    if (seen.has(name)) continue;
    seen.add(name);
    const fromShell = shell.loads[name];
    const fromRemote = remoteShared.get(name);
    if (fromShell?.eager) continue;
    const remoteWins =
      !fromShell || (fromRemote?.version !== undefined && isNewer(fromRemote.version, fromShell.version));
    const chosen = remoteWins ? fromRemote?.assets.atLoad : fromShell;
    if (!chosen) continue;
    const baseUrl = remoteWins ? remote.baseUrl : shell.baseUrl;
    files.push(...chosen.js.map((file) => new URL(file, baseUrl).href));
    queue.push(...chosen.shared);
  }
  return files;
}
