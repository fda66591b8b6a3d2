import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { constants, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { heldPorts } from './port-owners.mjs';
import { runInGroup } from './run-in-group.mjs';

const runner = fileURLToPath(new URL('./fixtures/interrupted-run.mjs', import.meta.url));

async function freePort() {
  const server = createServer();
  await new Promise((resolveListen) => server.listen(0, '127.0.0.1', resolveListen));
  const { port } = server.address();
  await new Promise((resolveClose) => server.close(resolveClose));
  return port;
}

async function waitUntilHeld(ports, timeoutMs = 15_000) {
  for (const deadline = Date.now() + timeoutMs; Date.now() < deadline;) {
    if ((await heldPorts(ports)).length === ports.length) return;
    await new Promise((resolveWait) => setTimeout(resolveWait, 100));
  }
  throw new Error(`ports ${ports.join(', ')} were never all listened on`);
}

describe('an interrupted npm test', () => {
  let leftovers = [];
  afterEach(() => {
    // Whatever a failing run left behind must not stay on this machine.
    for (const { owners } of leftovers) for (const { pid } of owners) process.kill(pid, 'SIGKILL');
    leftovers = [];
  });

  it.each(['SIGTERM', 'SIGINT', 'SIGHUP'])(
    'leaves no server behind when it gets %s, not even one in its own process group, and starts no further step',
    async (signalName) => {
      const ports = [await freePort(), await freePort()];
      const dir = mkdtempSync(join(tmpdir(), 'interrupted-run-'));
      const nextStepMarker = join(dir, 'next-step-ran');
      const run = spawn(process.execPath, [runner, ...ports.map(String), nextStepMarker], {
        stdio: 'ignore',
      });
      try {
        await waitUntilHeld(ports);
        run.kill(signalName);
        const [code] = await once(run, 'exit');
        leftovers = await heldPorts(ports);
        expect(leftovers).toEqual([]);
        expect(code).toBe(128 + constants.signals[signalName]);
        expect(existsSync(nextStepMarker)).toBe(false);
      } finally {
        if (run.exitCode === null && run.signalCode === null) run.kill('SIGKILL');
        rmSync(dir, { recursive: true, force: true });
      }
    },
  );
});

describe('runInGroup holding the output', () => {
  it("gives back the step's stdout and stderr, complete, with its exit status", async () => {
    const script = [
      "process.stdout.write('out '.repeat(20000));",
      "setTimeout(() => { process.stderr.write('err'); process.exitCode = 3; }, 50);",
    ].join('');
    const result = await runInGroup(process.execPath, ['-e', script], { holdOutput: true });
    expect(result.status).toBe(3);
    expect(result.output).toBe(`${'out '.repeat(20000)}err`);
  });
});
