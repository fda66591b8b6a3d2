import { link, mkdir, readFile, rename, unlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

/** The lock file in a PGlite data folder; it holds the pid of the server using the folder. */
export const LOCK_FILE = 'server.pid';

/**
 * Another live server holds the folder. Its message is meant for the operator as it is, so the
 * start-up report prints it without a stack trace.
 */
export class DataDirInUseError extends Error {
  constructor(
    readonly dataDir: string,
    readonly pid: number,
  ) {
    super(
      `the data folder ${dataDir} is in use by another api-server (pid ${pid}). PGlite allows one ` +
        'process per data folder: stop that server or give this one another DATA_DIR. If no process ' +
        `with pid ${pid} is an api-server, delete ${join(dataDir, LOCK_FILE)}.`,
    );
    this.name = 'DataDirInUseError';
  }
}

export interface DataDirLock {
  readonly file: string;
  /** Removes the lock file if it is still this process's; safe to call more than once. */
  release(): Promise<void>;
}

// The pid in the file cannot tell two opens by this very process apart, so they are tracked here.
const heldByThisProcess = new Set<string>();
// Each lap either takes the lock, refuses, or clears a stale file; a few laps settle any race
// between servers starting together.
const MAX_ATTEMPTS = 5;
// A holder opens the file and writes its pid a moment later; an empty file gets this long to fill.
const PID_WRITE_WAIT_MS = 100;

/**
 * Makes this process the only user of a PGlite data folder. PGlite is single-process: two servers
 * on one folder corrupt it. The lock is a file created exclusively (`wx`) holding our pid; a file
 * left by a process that is gone (a crash, a kill -9) is taken over.
 */
export async function lockDataDir(dataDir: string): Promise<DataDirLock> {
  const file = join(dataDir, LOCK_FILE);
  if (heldByThisProcess.has(file)) throw new DataDirInUseError(dataDir, process.pid);
  await mkdir(dataDir, { recursive: true });
  const ours = `${process.pid}\n`;

  for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt += 1) {
    if (await createExclusively(file, ours)) {
      heldByThisProcess.add(file);
      return { file, release: () => release(file, ours) };
    }
    const content = await readHolder(file);
    // Gone between our attempt and the read: its holder released it, so try again.
    if (content === null) continue;
    const pid = parsePid(content);
    if (pid !== null && isAlive(pid)) throw new DataDirInUseError(dataDir, pid);
    await removeStale(file, content);
  }
  throw new Error(`could not lock ${file}: other servers keep taking it; start one server at a time`);
}

async function createExclusively(file: string, content: string): Promise<boolean> {
  try {
    await writeFile(file, content, { flag: 'wx' });
    return true;
  } catch (error) {
    if (errorCode(error) === 'EEXIST') return false;
    throw error;
  }
}

/** The file's text, waiting briefly if it is still empty (created, pid not written yet); null if gone. */
async function readHolder(file: string): Promise<string | null> {
  let content = await readOrNull(file);
  if (content === '') {
    await sleep(PID_WRITE_WAIT_MS);
    content = await readOrNull(file);
  }
  return content;
}

function parsePid(content: string): number | null {
  const pid = Number(content.trim());
  return Number.isSafeInteger(pid) && pid > 0 ? pid : null;
}

function isAlive(pid: number): boolean {
  // Our own pid in a file this process does not hold comes from an earlier life of the same pid
  // (a container restarted after a crash often gets the same pid again), so it is stale.
  if (pid === process.pid) return false;
  try {
    // Signal 0 checks existence without sending anything.
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to another user, so it is alive.
    return errorCode(error) === 'EPERM';
  }
}

/**
 * Removes a lock whose holder is gone. Deleting it by name could delete a fresh lock that a server
 * starting at the same moment has just put in its place, and then both would run. So the file is
 * first renamed aside, which moves exactly one file atomically, and its content checked: when it
 * is not the stale one after all, it is put back.
 */
async function removeStale(file: string, staleContent: string): Promise<void> {
  const aside = `${file}.stale-${process.pid}`;
  try {
    await rename(file, aside);
  } catch (error) {
    if (errorCode(error) === 'ENOENT') return;
    throw error;
  }
  const moved = await readOrNull(aside);
  if (moved !== staleContent) {
    // link fails rather than overwrite if yet another server has created the lock meanwhile.
    await link(aside, file).catch(() => undefined);
  }
  await unlink(aside).catch(() => undefined);
}

async function release(file: string, ours: string): Promise<void> {
  if (!heldByThisProcess.delete(file)) return;
  // Only our own lock is removed: a file another server has put there stays its own.
  if ((await readOrNull(file)) === ours) await unlink(file).catch(() => undefined);
}

async function readOrNull(file: string): Promise<string | null> {
  try {
    return await readFile(file, 'utf8');
  } catch (error) {
    if (errorCode(error) === 'ENOENT') return null;
    throw error;
  }
}

function errorCode(error: unknown): string | undefined {
  return (error as NodeJS.ErrnoException | undefined)?.code;
}
