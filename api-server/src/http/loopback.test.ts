import Fastify from 'fastify';
import { fromThisMachineOnly, isLoopbackAddress, isLoopbackHost } from './loopback';

describe('loopback addresses and hosts', () => {
  it.each(['127.0.0.1', '127.8.9.10', '::1', '::ffff:127.0.0.1'])('%s is this machine', (address) => {
    expect(isLoopbackAddress(address)).toBe(true);
  });

  it.each(['10.0.0.1', '::ffff:10.0.0.1', '0.0.0.0', '::', '128.0.0.1', 'localhost', '', undefined])(
    '%s is not (as a socket address)',
    (address) => {
      expect(isLoopbackAddress(address)).toBe(false);
    },
  );

  it('counts localhost and [::1] as loopback hosts to listen on, not 0.0.0.0 or ::', () => {
    expect(['127.0.0.1', 'localhost', '::1', '[::1]'].map(isLoopbackHost)).toEqual([true, true, true, true]);
    expect(['0.0.0.0', '::', '192.168.1.4', 'example.com'].map(isLoopbackHost)).toEqual([
      false,
      false,
      false,
      false,
    ]);
  });
});

describe('a route for this machine only', () => {
  it('reads the socket, so a forwarded header cannot pass for loopback even behind a trusted proxy', async () => {
    const app = Fastify({ trustProxy: true });
    app.get('/dev', { onRequest: fromThisMachineOnly('Here only.') }, () => ({ ok: true }));
    const fromAfar = await app.inject({
      method: 'GET',
      url: '/dev',
      remoteAddress: '203.0.113.7',
      headers: { 'x-forwarded-for': '127.0.0.1' },
    });
    expect(fromAfar.statusCode).toBe(403);
    expect(fromAfar.json()).toEqual({ detail: 'Here only.' });
    expect((await app.inject({ method: 'GET', url: '/dev' })).statusCode).toBe(200);
    await app.close();
  });
});
