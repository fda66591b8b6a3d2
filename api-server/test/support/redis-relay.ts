import { connect, createServer, type Server, type Socket } from 'node:net';

/** A TCP relay to Redis on a port of this suite, that the test opens and cuts at will. */
export function redisRelay(target: string, port: number) {
  const { hostname, port: targetPort } = new URL(target);
  const sockets = new Set<Socket>();
  const server: Server = createServer((client) => {
    const upstream = connect(Number(targetPort || 6379), hostname);
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
      socket.on('error', () => socket.destroy());
    }
    client.pipe(upstream).pipe(client);
  });
  return {
    url: `redis://127.0.0.1:${port}`,
    open: () => new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve)),
    /** Redis "goes away": every connection cut, no new one taken. */
    cut: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
