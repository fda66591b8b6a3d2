// Which process listens on a port, so a run that finds its ports taken can say what to stop
// instead of Playwright's "http://localhost:4300/config.json is already used". Linux: the
// listening sockets of /proc/net/tcp{,6} and the processes whose open files are those sockets.
// Another user's processes cannot be looked into; elsewhere (no /proc) a port is only probed.
import { readdirSync, readFileSync, readlinkSync } from 'node:fs';
import { connect } from 'node:net';

const LISTEN = '0A';

/** Listening sockets by port (Map<port, Set<inode>>), or null when /proc cannot tell. */
function listeningSockets() {
  const byPort = new Map();
  let readAny = false;
  for (const table of ['/proc/net/tcp', '/proc/net/tcp6']) {
    let text;
    try {
      text = readFileSync(table, 'utf8');
    } catch {
      continue;
    }
    readAny = true;
    for (const line of text.split('\n').slice(1)) {
      // sl local_address rem_address st tx:rx tr:when retrnsmt uid timeout inode ...
      const fields = line.trim().split(/\s+/);
      if (fields.length < 10 || fields[3] !== LISTEN) continue;
      const port = parseInt(fields[1].split(':').at(-1), 16);
      if (!byPort.has(port)) byPort.set(port, new Set());
      byPort.get(port).add(fields[9]);
    }
  }
  return readAny ? byPort : null;
}

function commandLine(pid) {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').filter(Boolean).join(' ');
  } catch {
    return '';
  }
}

/** The processes (pid and command line) that have one of these socket inodes open. */
function socketHolders(inodes) {
  const holders = new Map();
  for (const name of readdirSync('/proc').filter((entry) => /^\d+$/.test(entry))) {
    let fds;
    try {
      fds = readdirSync(`/proc/${name}/fd`);
    } catch {
      continue; // another user's process, or gone
    }
    for (const fd of fds) {
      let target;
      try {
        target = readlinkSync(`/proc/${name}/fd/${fd}`);
      } catch {
        continue;
      }
      const inode = /^socket:\[(\d+)\]$/.exec(target)?.[1];
      if (inode && inodes.has(inode)) {
        holders.set(inode, [...(holders.get(inode) ?? []), Number(name)]);
      }
    }
  }
  return holders;
}

/** Whether something accepts connections on 127.0.0.1:port (the fallback without /proc). */
function answers(port) {
  return new Promise((resolveProbe) => {
    const socket = connect({ port, host: '127.0.0.1' });
    socket.setTimeout(1_000);
    socket.once('connect', () => {
      socket.destroy();
      resolveProbe(true);
    });
    socket.once('error', () => resolveProbe(false));
    socket.once('timeout', () => {
      socket.destroy();
      resolveProbe(false);
    });
  });
}

/**
 * The given ports something listens on, each with the processes holding it as far as this user
 * can see them (an empty `owners` when they belong to another user or /proc cannot tell).
 * @param {number[]} ports
 * @returns {Promise<{ port: number, owners: { pid: number, command: string }[] }[]>}
 */
export async function heldPorts(ports) {
  const sockets = listeningSockets();
  if (!sockets) {
    const probed = await Promise.all(ports.map(async (port) => ((await answers(port)) ? port : null)));
    return probed.filter((port) => port !== null).map((port) => ({ port, owners: [] }));
  }
  const held = ports.filter((port) => sockets.has(port));
  const holders = socketHolders(new Set(held.flatMap((port) => [...sockets.get(port)])));
  return held.map((port) => {
    const pids = new Set([...sockets.get(port)].flatMap((inode) => holders.get(inode) ?? []));
    return { port, owners: [...pids].map((pid) => ({ pid, command: commandLine(pid) })) };
  });
}

/** One line per held port: which process holds it, and how to stop it. */
export function describeHeldPorts(held) {
  return held.map(({ port, owners }) =>
    owners.length
      ? `port ${port} is held by ${owners.map(({ pid, command }) => `pid ${pid} (${command || 'command unknown'})`).join(', ')}: stop it with \`kill ${owners.map((o) => o.pid).join(' ')}\``
      : `port ${port} is held by a process this user cannot see (another user's?): \`sudo ss -ltnp 'sport = :${port}'\` names it`,
  );
}
