import { parseFaultList, formatFaultList, type TabFault } from './fault-params';
import { FAULT_PARAM } from '../../preload/tab-fault-request';

function stored(win: Window): string | null {
  try {
    return win.sessionStorage.getItem(FAULT_PARAM);
  } catch {
    return null;
  }
}

function store(win: Window, faults: readonly TabFault[]): void {
  try {
    if (faults.length) win.sessionStorage.setItem(FAULT_PARAM, formatFaultList(faults));
    else win.sessionStorage.removeItem(FAULT_PARAM);
  } catch {
    // Without storage the faults last for this page only.
  }
}

/**
 * The tab's faults: those kept in sessionStorage, changed by `?mf-fault=` (a fault per target
 * replaces the kept one; `clear` drops them all). The result is kept for the tab's later pages and
 * the parameter taken out of the address, so links and reloads carry no test switch.
 */
export function readTabFaults(win: Window = window): { faults: TabFault[]; problems: string[] } {
  const kept = parseFaultList(stored(win) ?? '').faults;
  const url = new URL(win.location.href);
  const param = url.searchParams.get(FAULT_PARAM);
  if (param === null) return { faults: kept, problems: [] };

  const asked = parseFaultList(param);
  const byTarget = new Map<string, TabFault>(asked.clear ? [] : kept.map((fault) => [fault.target, fault]));
  for (const fault of asked.faults) byTarget.set(fault.target, fault);
  const faults = [...byTarget.values()];
  store(win, faults);
  url.searchParams.delete(FAULT_PARAM);
  win.history.replaceState(win.history.state, '', url.pathname + url.search + url.hash);
  return { faults, problems: asked.problems };
}

/** Forgets the tab's faults. */
export function clearTabFaults(win: Window = window): void {
  store(win, []);
}
