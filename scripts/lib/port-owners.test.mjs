import { createServer } from 'node:net';
import { describeHeldPorts, heldPorts } from './port-owners.mjs';

/** A server of this test process on a free port, on IPv4 or IPv6 loopback. */
async function listen(host) {
  const server = createServer();
  await new Promise((resolveListen) => server.listen(0, host, resolveListen));
  return server;
}

const close = (server) => new Promise((resolveClose) => server.close(resolveClose));

describe('who holds a port', () => {
  it.each(['127.0.0.1', '::1'])('names this process as the holder of its port on %s', async (host) => {
    const server = await listen(host);
    const { port } = server.address();
    try {
      const held = await heldPorts([port]);
      expect(held).toEqual([
        { port, owners: [{ pid: process.pid, command: expect.stringMatching(/node/) }] },
      ]);
      expect(describeHeldPorts(held)).toEqual([
        expect.stringMatching(
          new RegExp(
            `^port ${port} is held by pid ${process.pid} \\(.*node.*\\): stop it with \`kill ${process.pid}\`$`,
          ),
        ),
      ]);
    } finally {
      await close(server);
    }
  });

  it('leaves out a port nothing listens on', async () => {
    const server = await listen('127.0.0.1');
    const { port } = server.address();
    await close(server);
    expect(await heldPorts([port])).toEqual([]);
  });

  it('says when it cannot see the holder', () => {
    expect(describeHeldPorts([{ port: 4300, owners: [] }])).toEqual([
      "port 4300 is held by a process this user cannot see (another user's?): `sudo ss -ltnp 'sport = :4300'` names it",
    ]);
  });
});
