// Bundled with the shell's entry and the inline preloader, so it stays tiny: the rest of fault
// injection is a chunk of its own that only a tab asking for faults downloads.

/** The query parameter a tester adds (`?mf-fault=shop:chunk-404`) and the tab's sessionStorage key. */
export const FAULT_PARAM = 'mf-fault';

/** Whether this tab asks for faults, by its URL or by what an earlier page of the tab kept. */
export function tabAsksForFaults(win: Window): boolean {
  if (new URLSearchParams(win.location.search).has(FAULT_PARAM)) return true;
  try {
    return win.sessionStorage.getItem(FAULT_PARAM) !== null;
  } catch {
    // Storage blocked (privacy settings): no faults were kept.
    return false;
  }
}
