import { REMOTE_NAMES, type RemoteName } from 'shared-contracts';

// The grammar of `?mf-fault=` (docs/recovery-testing.md). The servers and `pnpm fault`
// read the same modes in tooling/static-server/src/fault-modes.cjs.

/** What a remote's files do: unreachable, a 500 entry, 404 page chunks, late, or a stale manifest. */
export type RemoteFaultMode =
  | { name: 'down' }
  | { name: 'entry-500' }
  | { name: 'chunk-404' }
  | { name: 'slow'; ms: number }
  | { name: 'stale' };

/** What the API does: no answer, late answers, or 401 for the access token in use. */
export type ApiFaultMode = { name: 'api-down' } | { name: 'api-slow'; ms: number } | { name: 'api-401' };

/** One fault of a tab: a remote's, or the API's. */
export type TabFault = { target: RemoteName; mode: RemoteFaultMode } | { target: 'api'; mode: ApiFaultMode };

/** The longest delay of a slow mode: longer than the shell's 120 s time-out, so it can be shown. */
export const MAX_FAULT_DELAY_MS = 600_000;

/** Words that clear every fault of the tab: `?mf-fault=clear`. */
const CLEAR_WORDS = new Set(['', 'clear', 'off', 'none']);

function delay(text: string | undefined): number | null {
  if (!text || !/^\d{1,6}$/.test(text)) return null;
  const ms = Number(text);
  return ms <= MAX_FAULT_DELAY_MS ? ms : null;
}

function remoteMode(text: string): RemoteFaultMode | null {
  if (text === 'down' || text === 'entry-500' || text === 'chunk-404' || text === 'stale')
    return { name: text };
  const [name, ms] = text.split(':');
  const value = name === 'slow' ? delay(ms) : null;
  return value === null ? null : { name: 'slow', ms: value };
}

function apiMode(text: string): ApiFaultMode | null {
  if (text === 'api-down' || text === 'api-401') return { name: text };
  const [name, ms] = text.split(':');
  const value = name === 'api-slow' ? delay(ms) : null;
  return value === null ? null : { name: 'api-slow', ms: value };
}

const isRemote = (text: string): text is RemoteName => (REMOTE_NAMES as readonly string[]).includes(text);

/** One item: `shop:chunk-404`, `shop:slow:1500`, `api-401`, `api:api-slow:800`. */
export function parseFault(item: string): TabFault | null {
  const text = item.trim().toLowerCase();
  const colon = text.indexOf(':');
  const head = colon < 0 ? text : text.slice(0, colon);
  const rest = text.slice(colon + 1);
  if (colon > 0 && isRemote(head)) {
    const mode = remoteMode(rest);
    return mode && { target: head, mode };
  }
  const mode = apiMode(head === 'api' && colon > 0 ? rest : text);
  return mode && { target: 'api', mode };
}

export interface ParsedFaults {
  /** Every valid fault; a later one for the same target replaces an earlier one. */
  faults: TabFault[];
  /** The items that were not understood, as written. */
  problems: string[];
  /** The value asked to clear the tab's faults (`clear`, `off`, `none` or empty). */
  clear: boolean;
}

/** Parses a comma-separated list of faults, as `?mf-fault=` and the tab's stored value hold. */
export function parseFaultList(text: string): ParsedFaults {
  if (CLEAR_WORDS.has(text.trim().toLowerCase())) return { faults: [], problems: [], clear: true };
  const byTarget = new Map<string, TabFault>();
  const problems: string[] = [];
  for (const item of text.split(',')) {
    if (item.trim() === '') continue;
    const fault = parseFault(item);
    if (fault) byTarget.set(fault.target, fault);
    else problems.push(item.trim());
  }
  return { faults: [...byTarget.values()], problems, clear: false };
}

/** The mode as written: `chunk-404`, `slow:1500`. */
export function formatMode(mode: RemoteFaultMode | ApiFaultMode): string {
  return 'ms' in mode ? `${mode.name}:${mode.ms}` : mode.name;
}

/** The fault as `?mf-fault=` writes it: `shop:chunk-404`, `api-slow:800`. */
export function formatFault(fault: TabFault): string {
  return fault.target === 'api' ? formatMode(fault.mode) : `${fault.target}:${formatMode(fault.mode)}`;
}

/** A list of faults as one `?mf-fault=` value. */
export function formatFaultList(faults: readonly TabFault[]): string {
  return faults.map(formatFault).join(',');
}
