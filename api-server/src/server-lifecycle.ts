import type { FastifyInstance } from 'fastify';
import type { ListenConfig } from './config';
import { DataDirInUseError } from './db/data-dir-lock';

/**
 * How long a shutdown may take once it has begun (open requests finish, the database closes)
 * before the process exits anyway. Whatever stops this server must wait longer than this before
 * it kills it, or it may kill it in the middle of closing the database: `npm start` waits 15 s.
 */
export const SHUTDOWN_TIMEOUT_MS = 10_000;

/** Ctrl-C, a service manager's stop, and a closed terminal all shut the server down cleanly. */
export const SHUTDOWN_SIGNALS = ['SIGINT', 'SIGTERM', 'SIGHUP'] as const;
export type ShutdownSignal = (typeof SHUTDOWN_SIGNALS)[number];

/** The part of `process` the server's life touches; tests pass their own. */
export interface ServerProcess {
  on(event: ShutdownSignal, listener: (signal: ShutdownSignal) => void): unknown;
  exit(code: number): void;
}

export interface RunServerOptions {
  /** Builds the app: opens the database and runs the migrations. */
  build: () => Promise<FastifyInstance>;
  listen: ListenConfig;
  process?: ServerProcess;
  /**
   * Says why the server did not start or did not stop cleanly: one plain line on stderr by
   * default, which an operator sees even with LOG_LEVEL=silent and before the logger exists.
   */
  report?: (message: string) => void;
  shutdownTimeoutMs?: number;
}

type Phase = 'starting' | 'running' | 'stopping';

/**
 * Builds the app, listens, and closes it on the first shutdown signal. The signal handlers come
 * first, before the build: a signal during start-up then waits for the build to end (a migration
 * is never cut off half way) and the app closes without listening, exiting 0.
 */
export async function runServer(options: RunServerOptions): Promise<void> {
  const proc = options.process ?? process;
  const report = options.report ?? ((message: string) => console.error(`api-server: ${message}`));
  const timeoutMs = options.shutdownTimeoutMs ?? SHUTDOWN_TIMEOUT_MS;
  let phase: Phase = 'starting';
  let app: FastifyInstance | null = null;
  let signalledDuringStart: ShutdownSignal | null = null;
  let timer: NodeJS.Timeout | undefined;
  let exited = false;

  const exit = (code: number) => {
    // A hung close and its time-out, or a second signal, may both try to end the process.
    if (exited) return;
    exited = true;
    clearTimeout(timer);
    proc.exit(code);
  };

  /** Closing stops new requests, lets open ones finish, then closes the database and its lock. */
  const closeAndExit = async (instance: FastifyInstance, code: number) => {
    phase = 'stopping';
    timer = setTimeout(() => {
      report(`shutdown took longer than ${timeoutMs} ms; exiting anyway`);
      exit(1);
    }, timeoutMs);
    // The timer alone must not keep the process alive once everything else has closed.
    timer.unref();
    try {
      await instance.close();
      exit(code);
    } catch (error) {
      report(`shutdown failed: ${describe(error)}`);
      exit(1);
    }
  };

  const onSignal = (signal: ShutdownSignal) => {
    if (phase === 'starting') {
      signalledDuringStart ??= signal;
      report(`${signal} during start-up: stopping as soon as start-up (migrations) has finished`);
      return;
    }
    if (phase === 'stopping') {
      report(`${signal} while shutting down: exiting now`);
      exit(1);
      return;
    }
    if (!app) return;
    const running = app;
    const drainMs = options.listen.drainMs ?? 0;
    phase = 'stopping';
    if (drainMs === 0) {
      running.log.info({ signal }, 'shutting down');
      void closeAndExit(running, 0);
      return;
    }
    // The health check fails first and requests are still served: the load balancer moves the
    // traffic elsewhere before the port closes (docs/production.md, rolling upgrades).
    running.draining = true;
    running.log.info({ signal, drainMs }, 'draining: health check failing, then shutting down');
    setTimeout(() => void closeAndExit(running, 0), drainMs);
  };
  for (const signal of SHUTDOWN_SIGNALS) proc.on(signal, onSignal);

  let built: FastifyInstance;
  try {
    built = await options.build();
  } catch (error) {
    report(`failed to start: ${describe(error)}`);
    exit(1);
    return;
  }
  if (signalledDuringStart) {
    built.log.info({ signal: signalledDuringStart }, 'start-up finished; shutting down before listening');
    await closeAndExit(built, 0);
    return;
  }

  try {
    await built.listen({ port: options.listen.port, host: options.listen.host });
  } catch (error) {
    report(`cannot listen on ${options.listen.host}:${options.listen.port}: ${listenProblem(error)}`);
    // Closed before exiting, so the database is closed cleanly and its data folder unlocked.
    await closeAndExit(built, 1);
    return;
  }
  // listen may have been in progress when the signal came.
  if (signalledDuringStart) {
    await closeAndExit(built, 0);
    return;
  }
  app = built;
  phase = 'running';
}

function listenProblem(error: unknown): string {
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  if (code === 'EADDRINUSE') return 'the port is already in use (EADDRINUSE); stop what uses it or set PORT';
  if (code === 'EACCES') return 'permission denied (EACCES); choose a port above 1023 or set PORT';
  if (code === 'EADDRNOTAVAIL') return 'no such address on this machine (EADDRNOTAVAIL); check HOST';
  return describe(error);
}

/** An error the operator can act on as worded gets its message; anything else its stack too. */
function describe(error: unknown): string {
  if (error instanceof DataDirInUseError) return error.message;
  if (error instanceof Error) return error.stack ?? error.message;
  return String(error);
}
