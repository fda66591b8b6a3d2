import type { InjectOptions } from 'fastify';
import { trustProxyFromEnv } from '../src/config/server';
import { SPEC_PATHS } from './support/spec';
import { describeOnEachDatabase } from './support/test-app';
import { dateFollowsTestClock } from './support/limit-clients';

const LIMITS = {
  windowMs: 60_000,
  failuresPerAccount: 5,
  failuresPerAddress: 50,
  sendsPerEmail: 100,
  sendsPerAddress: 2,
};

/** A send-otp to a new address, as `client` behind the load balancer at `socket`. */
function sendFrom(server: { app: { inject: (o: InjectOptions) => Promise<{ statusCode: number }> } }) {
  let sent = 0;
  return async (socket: string, client: string) => {
    sent += 1;
    const response = await server.app.inject({
      method: 'POST',
      url: SPEC_PATHS.sendOtp,
      payload: { email: `visitor${sent}@example.com` },
      remoteAddress: socket,
      headers: { 'x-forwarded-for': client },
    });
    return response.statusCode;
  };
}

describeOnEachDatabase(
  'per-address limits behind a trusted proxy (TRUST_PROXY)',
  (server) => {
    dateFollowsTestClock(server);
    afterEach(() => {
      server.clock.advance(LIMITS.windowMs);
    });

    it('gives each client behind the load balancer its own budget', async () => {
      const send = sendFrom(server);
      expect(await send('10.0.0.5', '198.51.100.1')).toBe(200);
      expect(await send('10.0.0.5', '198.51.100.1')).toBe(200);
      expect(await send('10.0.0.5', '198.51.100.1')).toBe(429);
      // Another visitor through the same proxy is not refused for the first one's sends.
      expect(await send('10.0.0.5', '198.51.100.2')).toBe(200);
    });

    it('ignores X-Forwarded-For from a client that is not a trusted proxy', async () => {
      const send = sendFrom(server);
      expect(await send('203.0.113.7', '198.51.100.3')).toBe(200);
      expect(await send('203.0.113.7', '198.51.100.4')).toBe(200);
      // A made-up header does not buy a new budget: the socket's address counts.
      expect(await send('203.0.113.7', '198.51.100.5')).toBe(429);
    });
  },
  { rateLimits: LIMITS, trustProxy: ['10.0.0.0/8'] },
);

describeOnEachDatabase(
  'per-address limits without TRUST_PROXY',
  (server) => {
    dateFollowsTestClock(server);

    it('keys on the socket address and never believes X-Forwarded-For', async () => {
      const send = sendFrom(server);
      expect(await send('10.0.0.5', '198.51.100.1')).toBe(200);
      expect(await send('10.0.0.5', '198.51.100.2')).toBe(200);
      expect(await send('10.0.0.5', '198.51.100.3')).toBe(429);
    });
  },
  { rateLimits: LIMITS },
);

describe('TRUST_PROXY', () => {
  it('is off unless set, and off when set to false', () => {
    expect(trustProxyFromEnv({})).toBe(false);
    expect(trustProxyFromEnv({ TRUST_PROXY: 'false' })).toBe(false);
  });

  it('takes proxy addresses, CIDR ranges and the loopback name, comma separated', () => {
    expect(trustProxyFromEnv({ TRUST_PROXY: '10.0.0.1, 10.1.0.0/16,fd00::/8,loopback' })).toEqual([
      '10.0.0.1',
      '10.1.0.0/16',
      'fd00::/8',
      'loopback',
    ]);
  });

  it.each(['true', '*', 'proxy.internal', '10.0.0.0/33', '10.0.0.1/8/2'])(
    'refuses %s at start, naming the variable',
    (value) => {
      expect(() => trustProxyFromEnv({ TRUST_PROXY: value })).toThrow(/TRUST_PROXY/);
    },
  );
});
