// The fault modes of docs/recovery-testing.md, as the servers and `pnpm fault` spell them. The
// shell has the same grammar in TypeScript (host-shell/src/features/faults/fault-params.ts);
// docs/recovery-testing.md is the reference for both. A mode is written `slow:1500` on the command
// line and in `?mf-fault`, and `slow-1500` inside a URL path.

/** Modes of a remote's files. */
const REMOTE_MODES = ['down', 'entry-500', 'chunk-404', 'slow', 'stale'];
/**
 * Modes of a remote's server build as the shell's server meets it (for everyone only: a page
 * opened with a tab's faults is rendered by the browser): unreachable, throwing as its page
 * renders, late by `ms`. The remote's own server serves its files as usual.
 */
const SERVER_MODES = ['server-down', 'server-throws', 'server-slow'];
/** Modes of the API. */
const API_MODES = ['api-down', 'api-slow', 'api-401'];
/** The longest delay a slow mode takes: past the shell's 120 s time-out, so it can be shown. */
const MAX_DELAY_MS = 600_000;

/**
 * Parses `down`, `entry-500`, `chunk-404`, `slow:<ms>`, `stale`, `server-down`, `server-throws`,
 * `server-slow:<ms>`, `api-down`, `api-slow:<ms>` or `api-401` (a `-` instead of the `:` too);
 * null when it is none of them.
 * @returns {{ name: string, ms?: number } | null}
 */
function parseMode(text) {
  const match = /^(api-slow|server-slow|slow)[:-](\d{1,6})$/.exec(String(text));
  if (match) {
    const ms = Number(match[2]);
    return ms <= MAX_DELAY_MS ? { name: match[1], ms } : null;
  }
  return [...REMOTE_MODES, ...SERVER_MODES, ...API_MODES].includes(text) && !/slow$/.test(text)
    ? { name: text }
    : null;
}

/** `slow:1500` for messages and the command line. */
function formatMode(mode) {
  return mode.ms === undefined ? mode.name : `${mode.name}:${mode.ms}`;
}

const isApiMode = (mode) => API_MODES.includes(mode.name);
const isServerMode = (mode) => SERVER_MODES.includes(mode.name);

/** The URL path prefix that asks a remote's server for one tab's fault: `/__mf-fault/slow-1500/`. */
const FAULT_PATH_PREFIX = '/__mf-fault/';

/** Splits `/__mf-fault/<mode>/<rest>` into the remote mode and `/<rest>`; null for other paths. */
function splitFaultPath(url) {
  if (!url.startsWith(FAULT_PATH_PREFIX)) return null;
  const rest = url.slice(FAULT_PATH_PREFIX.length);
  const slash = rest.indexOf('/');
  if (slash <= 0) return null;
  const mode = parseMode(rest.slice(0, slash));
  if (!mode || isApiMode(mode) || isServerMode(mode)) return null;
  return { mode, url: rest.slice(slash) };
}

module.exports = {
  API_MODES,
  FAULT_PATH_PREFIX,
  MAX_DELAY_MS,
  REMOTE_MODES,
  SERVER_MODES,
  formatMode,
  isApiMode,
  isServerMode,
  parseMode,
  splitFaultPath,
};
