import { createServer } from 'node:net';
import { serveAll } from './serve-all.mjs';

describe('serving when a port is taken', () => {
  it('names the process holding it and starts nothing', async () => {
    const holder = createServer();
    await new Promise((resolveListen) => holder.listen(0, '127.0.0.1', resolveListen));
    const { port } = holder.address();
    try {
      await expect(serveAll({ only: ['shop'], ports: { shop: port }, quiet: true })).rejects.toThrow(
        `ports already in use:\n  port ${port} is held by pid ${process.pid} (`,
      );
    } finally {
      await new Promise((resolveClose) => holder.close(resolveClose));
    }
  });
});
