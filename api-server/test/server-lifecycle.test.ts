import Fastify, { type FastifyInstance } from 'fastify';
import { EventEmitter, once } from 'node:events';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { LOCK_FILE, lockDataDir } from '../src/db/data-dir-lock';
import {
  runServer,
  SHUTDOWN_SIGNALS,
  SHUTDOWN_TIMEOUT_MS,
  type RunServerOptions,
  type ServerProcess,
  type ShutdownSignal,
} from '../src/server-lifecycle';
import { buildTestApp } from './support/test-app';
import { pglite, type TestDatabase } from './support/test-databases';

/** Stands in for `process`: the test emits the signals, and exit only records what happens. */
class FakeProcess extends EventEmitter implements ServerProcess {
  readonly exitCodes: number[] = [];
  /** Runs at each exit, to note the state of things at that moment. */
  onExit: () => void = () => {};
  readonly exited: Promise<number>;
  private resolveExit: (code: number) => void = () => {};

  constructor() {
    super();
    this.exited = new Promise((resolve) => (this.resolveExit = resolve));
  }

  exit(code: number): void {
    this.exitCodes.push(code);
    this.onExit();
    this.resolveExit(code);
  }

  signal(signal: ShutdownSignal): void {
    this.emit(signal, signal);
  }
}

// Port 0: a free port the system picks, so the test never meets a running server.
const ANY_PORT = { port: 0, host: '127.0.0.1' };

/** Runs the server with a fake process, collecting what it reports. */
function harness() {
  const proc = new FakeProcess();
  const reports: string[] = [];
  const run = (options: Pick<RunServerOptions, 'build'> & Partial<RunServerOptions>) =>
    runServer({ listen: ANY_PORT, process: proc, report: (message) => reports.push(message), ...options });
  return { proc, reports, run };
}

/** A close that never ends, as a stuck connection would make it. */
function hangClose(app: FastifyInstance): void {
  jest.spyOn(app, 'close').mockReturnValue(new Promise<undefined>(() => {}) as never);
}

// The process around the app (signals, exit codes, time-outs) with an app that has no database,
// so each test takes milliseconds. The real app's close comes in the next block.
describe('the server process', () => {
  let app: FastifyInstance;
  let closed: boolean;

  beforeEach(() => {
    closed = false;
    app = Fastify({ logger: false });
    app.addHook('onClose', (_instance, done) => {
      closed = true;
      done();
    });
  });

  afterEach(async () => {
    // The real close again, for the tests that made it hang; closing twice is harmless.
    jest.restoreAllMocks();
    await app.close();
  });

  it.each(SHUTDOWN_SIGNALS)('on %s closes the app and exits 0', async (signal) => {
    const { proc, run } = harness();
    await run({ build: () => Promise.resolve(app) });
    expect(app.server.listening).toBe(true);
    proc.signal(signal);
    expect(await proc.exited).toBe(0);
    expect(proc.exitCodes).toEqual([0]);
    expect(closed).toBe(true);
    expect(app.server.listening).toBe(false);
  });

  it('on signals during start-up waits for the build to end, then closes without listening', async () => {
    const { proc, reports, run } = harness();
    let finishBuild: () => void = () => {};
    const building = new Promise<FastifyInstance>((resolve) => (finishBuild = () => resolve(app)));
    const running = run({ build: () => building });

    // Twice, as an impatient Ctrl-C would: neither may cut the build (migrations) off.
    proc.signal('SIGTERM');
    proc.signal('SIGINT');
    await nextTurn();
    expect(proc.exitCodes).toEqual([]);
    expect(closed).toBe(false);

    finishBuild();
    await running;
    expect(proc.exitCodes).toEqual([0]);
    expect(closed).toBe(true);
    expect(app.server.listening).toBe(false);
    expect(reports).toEqual([
      'SIGTERM during start-up: stopping as soon as start-up (migrations) has finished',
      'SIGINT during start-up: stopping as soon as start-up (migrations) has finished',
    ]);
  });

  it('exits 1 when a build fails, saying why', async () => {
    const { proc, reports, run } = harness();
    await run({ build: () => Promise.reject(new Error('migration 0007 failed')) });
    expect(proc.exitCodes).toEqual([1]);
    expect(reports[0]).toMatch(/^failed to start: Error: migration 0007 failed/);
  });

  it('exits 1 when closing takes longer than the shutdown time-out', async () => {
    const { proc, reports, run } = harness();
    await run({ build: () => Promise.resolve(app), shutdownTimeoutMs: 50 });
    hangClose(app);
    proc.signal('SIGTERM');
    expect(await proc.exited).toBe(1);
    expect(reports).toEqual(['shutdown took longer than 50 ms; exiting anyway']);
  });

  it('stops waiting for a shutdown on a second signal and exits 1', async () => {
    const { proc, reports, run } = harness();
    await run({ build: () => Promise.resolve(app) });
    hangClose(app);
    proc.signal('SIGINT');
    proc.signal('SIGINT');
    expect(await proc.exited).toBe(1);
    expect(proc.exitCodes).toEqual([1]);
    expect(reports).toEqual(['SIGINT while shutting down: exiting now']);
  });
  it('when the data folder is in use, exits 1 naming the other pid, without a stack trace', async () => {
    // The refusal comes before PGlite opens, so an empty folder will do.
    const dataDir = await mkdtemp(join(tmpdir(), 'api-server-lifecycle-'));
    const other = await lockDataDir(dataDir);
    try {
      const { proc, reports, run } = harness();
      await run({ build: () => buildTestApp({ driver: 'pglite', dataDir }) });
      expect(proc.exitCodes).toEqual([1]);
      expect(reports).toHaveLength(1);
      expect(reports[0]).toMatch(/^failed to start: the data folder .* is in use by another api-server/);
      expect(reports[0]).toContain(`(pid ${process.pid})`);
      expect(reports[0]).not.toMatch(/\n\s+at /);
    } finally {
      await other.release();
      await rm(dataDir, { recursive: true, force: true });
    }
  });

  it('gives up on a shutdown within 10 s, inside the 15 s npm start waits before it kills', () => {
    expect(SHUTDOWN_TIMEOUT_MS).toBeLessThanOrEqual(10_000);
  });
});

// With the real app on PGlite: the data folder's lock must be released before the process exits.
describe('the server process on a PGlite data folder', () => {
  let database: TestDatabase;
  let dataDir: string;
  let app: FastifyInstance | undefined;

  beforeEach(async () => {
    database = await pglite.create();
    if (database.config.driver !== 'pglite' || !database.config.dataDir) throw new Error('not PGlite');
    dataDir = database.config.dataDir;
    app = undefined;
  });

  afterEach(async () => {
    await app?.close();
    await database.drop();
  });

  /** The app on the test database, kept for the checks and the clean-up. */
  const build = async () => {
    app = await buildTestApp(database.config);
    return app;
  };
  /** Whether the data folder was locked at each exit. */
  const noteLockAtExit = (proc: FakeProcess) => {
    const locked: boolean[] = [];
    proc.onExit = () => locked.push(existsSync(join(dataDir, LOCK_FILE)));
    return locked;
  };

  it('on a signal during start-up lets the migrations finish, closes and exits 0 unlocked', async () => {
    const { proc, run } = harness();
    const lockedAtExit = noteLockAtExit(proc);
    await run({
      build: () => {
        proc.signal('SIGTERM');
        return build();
      },
    });
    expect(proc.exitCodes).toEqual([0]);
    expect(lockedAtExit).toEqual([false]);
    expect(app?.server.listening).toBe(false);
  });

  it('when the port is taken, closes the app (database and lock) first and exits 1 saying why', async () => {
    const holder: Server = createServer();
    holder.listen(0, '127.0.0.1');
    await once(holder, 'listening');
    const { port } = holder.address() as { port: number };
    try {
      const { proc, reports, run } = harness();
      const lockedAtExit = noteLockAtExit(proc);
      await run({ build, listen: { port, host: '127.0.0.1' } });
      expect(proc.exitCodes).toEqual([1]);
      expect(lockedAtExit).toEqual([false]);
      expect(reports).toEqual([
        `cannot listen on 127.0.0.1:${port}: the port is already in use (EADDRINUSE); stop what uses it or set PORT`,
      ]);
    } finally {
      holder.close();
    }
  });

  it('with a drain, fails its health check but still serves until the drain ends, then closes and exits 0', async () => {
    const { proc, run } = harness();
    await run({ build, listen: { ...ANY_PORT, drainMs: 300 } });
    const { port } = app?.server.address() as { port: number };
    const base = `http://127.0.0.1:${port}`;
    expect((await fetch(`${base}/api/rest/rest-check/`)).status).toBe(200);
    proc.signal('SIGTERM');
    const health = await fetch(`${base}/api/rest/rest-check/`);
    expect(health.status).toBe(503);
    expect(health.headers.get('retry-after')).toBe('1');
    expect(await health.json()).toEqual({ status: 'error', detail: 'Shutting down.' });
    // Whatever the load balancer still sends during the drain is answered.
    expect((await fetch(`${base}/api/ecom/countries-list/`)).status).toBe(200);
    expect(proc.exitCodes).toEqual([]);
    expect(await proc.exited).toBe(0);
    expect(app?.server.listening).toBe(false);
  });
});
