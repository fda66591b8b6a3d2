// Stopping a child and everything it started, including what it put in process groups of its own.
// Killing the child's group is not enough: Playwright starts its web servers detached (a group
// each) and only stops them on a clean exit, so a Playwright killed by SIGTERM leaves them
// listening. Descendants are read from /proc while the chain of parents still exists; elsewhere
// (no /proc) only the child's group is signalled.
import { readdirSync, readFileSync } from 'node:fs';

/** pid, parent pid, start time (clock ticks since boot) and state of a process, or null when gone. */
function readStat(pid) {
  let text;
  try {
    text = readFileSync(`/proc/${pid}/stat`, 'utf8');
  } catch {
    return null;
  }
  // The command name (field 2) is in parentheses and may hold spaces or ')': fields after the
  // last ')' start with the state (field 3).
  const fields = text.slice(text.lastIndexOf(')') + 2).split(' ');
  return { pid, ppid: Number(fields[1]), start: fields[19], zombie: fields[0] === 'Z' };
}

function allProcesses() {
  let entries;
  try {
    entries = readdirSync('/proc');
  } catch {
    return [];
  }
  return entries
    .filter((name) => /^\d+$/.test(name))
    .map((name) => readStat(Number(name)))
    .filter(Boolean);
}

/** The process and every descendant of it, each as { pid, start }. */
export function processTree(rootPid) {
  const processes = allProcesses();
  const children = new Map();
  for (const proc of processes) {
    if (!children.has(proc.ppid)) children.set(proc.ppid, []);
    children.get(proc.ppid).push(proc);
  }
  const tree = processes.filter((proc) => proc.pid === rootPid);
  for (let i = 0; i < tree.length; i += 1) tree.push(...(children.get(tree[i].pid) ?? []));
  return tree.map(({ pid, start }) => ({ pid, start }));
}

/**
 * Whether the process still runs and is the one seen: a pid reused by a newer process does not
 * count, nor an exited one waiting for its parent to collect it (a zombie holds no port).
 */
export function isAlive({ pid, start }) {
  const now = readStat(pid);
  return now !== null && now.start === start && !now.zombie;
}

function signal(target, name) {
  try {
    process.kill(target, name);
    return true;
  } catch {
    return false;
  }
}

const sleep = (ms) => new Promise((resolveSleep) => setTimeout(resolveSleep, ms));

/**
 * Asks the child's process group to stop with `signalName` (as Ctrl-C or a SIGTERM would have),
 * waits up to `graceMs` for the child to exit, then SIGTERMs whatever of its tree is left (orphaned
 * servers included) and SIGKILLs what still lingers `killAfterMs` later.
 * @param {import('node:child_process').ChildProcess} child spawned with `detached: true`
 */
export async function stopProcessTree(
  child,
  signalName = 'SIGTERM',
  { graceMs = 10_000, killAfterMs = 3_000 } = {},
) {
  const seen = new Map();
  const collect = () => {
    for (const proc of processTree(child.pid)) seen.set(proc.pid, proc);
  };
  const exited = () => child.exitCode !== null || child.signalCode !== null;

  collect();
  if (!signal(-child.pid, signalName)) signal(child.pid, signalName);
  for (const deadline = Date.now() + graceMs; !exited() && Date.now() < deadline;) {
    await sleep(100);
    // Servers started during the shutdown are caught while their parent still lives.
    if (!exited()) collect();
  }

  await terminate([...seen.values()], killAfterMs);
  if (!exited()) signal(-child.pid, 'SIGKILL');
}

/** SIGTERM to each process still alive, SIGKILL to those still there `killAfterMs` later. */
export async function terminate(processes, killAfterMs = 3_000) {
  let left = processes.filter(isAlive);
  for (const proc of left) signal(proc.pid, 'SIGTERM');
  for (const deadline = Date.now() + killAfterMs; left.length && Date.now() < deadline;) {
    await sleep(100);
    left = left.filter(isAlive);
  }
  for (const proc of left) signal(proc.pid, 'SIGKILL');
}

/**
 * Stops whatever this process still has running below it (a step started without a group of its
 * own, a child's orphan-to-be): SIGTERM, then SIGKILL after `killAfterMs`.
 */
export function stopOwnDescendants({ killAfterMs = 3_000 } = {}) {
  return terminate(
    processTree(process.pid).filter((proc) => proc.pid !== process.pid),
    killAfterMs,
  );
}

/**
 * The last resort when this process exits while a child still runs (an uncaught error): SIGKILL
 * the child's tree at once, synchronously, as an 'exit' handler must.
 */
export function killProcessTreeNow(child) {
  for (const proc of processTree(child.pid).reverse()) signal(proc.pid, 'SIGKILL');
  signal(-child.pid, 'SIGKILL');
}
