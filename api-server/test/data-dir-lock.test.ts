import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DataDirInUseError, LOCK_FILE, lockDataDir } from '../src/db/data-dir-lock';
import { buildTestApp } from './support/test-app';
import { pglite, type TestDatabase } from './support/test-databases';

// PGlite only: the lock guards a PGlite data folder, and PostgreSQL has no such folder.

/** A process that stays alive until killed, as another server would. */
async function liveProcess(): Promise<ChildProcess & { pid: number }> {
  const child = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)'], { stdio: 'ignore' });
  await once(child, 'spawn');
  return child as ChildProcess & { pid: number };
}

/** The pid of a process that has already exited, as one that crashed would leave behind. */
async function deadPid(): Promise<number> {
  const child = spawn(process.execPath, ['-e', ''], { stdio: 'ignore' });
  await once(child, 'exit');
  if (child.pid === undefined) throw new Error('the child process got no pid');
  return child.pid;
}

describe('one server per PGlite data folder: the app', () => {
  let database: TestDatabase;
  let lockFile: string;

  beforeEach(async () => {
    database = await pglite.create();
    if (database.config.driver !== 'pglite' || !database.config.dataDir) throw new Error('not PGlite');
    lockFile = join(database.config.dataDir, LOCK_FILE);
  });

  afterEach(async () => {
    await database.drop();
  });

  it('refuses a second app on the folder, naming the holder pid, and unlocks it on close', async () => {
    const first = await buildTestApp(database.config);
    expect(await readFile(lockFile, 'utf8')).toBe(`${process.pid}\n`);
    await expect(buildTestApp(database.config)).rejects.toThrow(
      `in use by another api-server (pid ${process.pid})`,
    );
    // The refused app left the lock and the running app alone.
    expect(await readFile(lockFile, 'utf8')).toBe(`${process.pid}\n`);
    expect((await first.inject({ method: 'GET', url: '/api/rest/rest-check/' })).statusCode).toBe(200);

    await first.close();
    expect(existsSync(lockFile)).toBe(false);
  });
});

describe('one server per PGlite data folder: the lock file', () => {
  let dataDir: string;
  let lockFile: string;

  // A bare folder is enough here: the lock never opens PGlite.
  beforeEach(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'api-server-lock-'));
    lockFile = join(dataDir, LOCK_FILE);
  });

  afterEach(async () => {
    await rm(dataDir, { recursive: true, force: true });
  });

  it('refuses a folder whose lock names another live process', async () => {
    const other = await liveProcess();
    try {
      await writeFile(lockFile, `${other.pid}\n`);
      const refused = lockDataDir(dataDir);
      await expect(refused).rejects.toBeInstanceOf(DataDirInUseError);
      await expect(refused).rejects.toThrow(`(pid ${other.pid})`);
      expect(await readFile(lockFile, 'utf8')).toBe(`${other.pid}\n`);
    } finally {
      other.kill();
    }
  });

  it('takes over a lock left by a process that is gone', async () => {
    await writeFile(lockFile, `${await deadPid()}\n`);
    const lock = await lockDataDir(dataDir);
    expect(await readFile(lockFile, 'utf8')).toBe(`${process.pid}\n`);
    await lock.release();
  });

  it('can be taken again once released', async () => {
    await (await lockDataDir(dataDir)).release();
    expect(existsSync(lockFile)).toBe(false);
    await (await lockDataDir(dataDir)).release();
  });

  it.each([
    ['its own pid from an earlier life (a restarted container)', `${process.pid}\n`],
    ['an empty file (a crash before the pid was written)', ''],
    ['text that is no pid', 'garbage'],
  ])('takes over a lock holding %s', async (_case, content) => {
    await writeFile(lockFile, content);
    const lock = await lockDataDir(dataDir);
    expect(await readFile(lockFile, 'utf8')).toBe(`${process.pid}\n`);
    await lock.release();
    expect(existsSync(lockFile)).toBe(false);
  });

  it('leaves a lock that another server has put in place of its own alone on release', async () => {
    const lock = await lockDataDir(dataDir);
    await writeFile(lockFile, '999999\n');
    await lock.release();
    expect(await readFile(lockFile, 'utf8')).toBe('999999\n');
  });

  it('creates a missing data folder before locking it', async () => {
    const nested = join(dataDir, 'new', 'data');
    const lock = await lockDataDir(nested);
    expect(existsSync(join(nested, LOCK_FILE))).toBe(true);
    await lock.release();
  });
});
