import type { RemoteName } from '../brands/brand-ids';

// What the shell reports about loading page modules from remotes, and what the API
// answers about them. The shell sends batches with navigator.sendBeacon, so the API takes them as
// text/plain JSON; both sides validate against the limits below.

/**
 * Why one try to load a page module failed:
 * - `manifest`: the remote's mf-manifest.json did not answer (the remote is down; MF RUNTIME-003);
 * - `entry`: its remoteEntry.js did not load (an error status or no answer; MF RUNTIME-008);
 * - `chunk`: a chunk of the page failed ("Loading chunk ... failed": a redeploy or a broken one);
 * - `timeout`: the try took longer than the script time-out (docs/product.md §9, 120 s);
 * - `module`: the module loaded but is no page component;
 * - `other`: anything else.
 */
export const REMOTE_LOAD_ERROR_KINDS = ['manifest', 'entry', 'chunk', 'timeout', 'module', 'other'] as const;

/** One of {@link REMOTE_LOAD_ERROR_KINDS}. */
export type RemoteLoadErrorKind = (typeof REMOTE_LOAD_ERROR_KINDS)[number];

/**
 * - `success`: a page module loaded at its first try (the denominator of the failure rate);
 * - `failure`: one try failed;
 * - `recovery`: the page showed after one or more failed tries of the same load.
 */
export const REMOTE_LOAD_EVENT_TYPES = ['success', 'failure', 'recovery'] as const;

/** One of {@link REMOTE_LOAD_EVENT_TYPES}. */
export type RemoteLoadEventType = (typeof REMOTE_LOAD_EVENT_TYPES)[number];

/** One event of one page-module load. */
export interface RemoteLoadEvent {
  type: RemoteLoadEventType;
  remote: RemoteName;
  /** The exposed module, e.g. 'CartPage'. */
  module: string;
  /** Null for `success`; for `recovery`, the kind of the last failure it recovered from. */
  kind: RemoteLoadErrorKind | null;
  /** The try this event is about, from 1 (a manifest reload after a stale chunk is a try too). */
  attempt: number;
  /**
   * Milliseconds from the start of the load: until the failure for `failure`, until the page
   * module was ready to show for `success` and `recovery`.
   */
  ms: number;
}

/** The body of `POST /api/telemetry/remote-load/` (sent as text/plain JSON by sendBeacon). */
export interface RemoteLoadBatch {
  events: RemoteLoadEvent[];
}

/** Limits both sides keep to: the API refuses a batch outside them with a 400. */
export const REMOTE_LOAD_LIMITS = {
  /** Events per batch; the shell sends more as several batches. */
  maxEventsPerBatch: 50,
  /** Longest module name. */
  maxModuleLength: 64,
  /** Highest try number (the loader makes at most a handful per load). */
  maxAttempt: 20,
  /** Longest duration recorded: 10 minutes (a load gives up after 120 s per try). */
  maxMs: 600_000,
} as const;

/** Recovery-time percentiles in milliseconds; null when there was no recovery. */
export interface RecoveryPercentiles {
  p50: number | null;
  p90: number | null;
  p99: number | null;
}

/** Figures of one remote over the asked window. */
export interface RemoteLoadSummaryRow {
  remote: RemoteName;
  /** Page-module loads: those that succeeded at once plus those that had a failure. */
  loads: number;
  /** Loads with at least one failed try. */
  failedLoads: number;
  /** Failed tries, all kinds. */
  failures: number;
  /** Failed tries by kind (kinds without a failure are 0). */
  failuresByKind: Record<RemoteLoadErrorKind, number>;
  /** Loads that showed the page after failing. */
  recoveries: number;
  /** failedLoads / loads, from 0 to 1; 0 without loads. */
  failureRate: number;
  /** Share of failed loads that recovered, from 0 to 1; null without failed loads. */
  recoveryRate: number | null;
  recoveryMs: RecoveryPercentiles;
}

/** The answer of `GET /api/telemetry/remote-load/summary?from&to` (editors only). */
export interface RemoteLoadSummary {
  /** The window, ISO 8601, `from` inclusive and `to` exclusive. */
  from: string;
  to: string;
  /** Remotes with at least one event in the window, in REMOTE_NAMES order. */
  remotes: RemoteLoadSummaryRow[];
}
