// What the abuse-limit tests share: Date.now on the app's test clock, and requests from a chosen
// client address.
import type { InjectOptions } from 'fastify';
import type { TestServer } from './test-app';

/**
 * Makes Date.now follow the app's test clock in every test of the block: @fastify/rate-limit's
 * in-memory store reads Date.now, so "after the window" is a step of the clock, never a sleep.
 */
export function dateFollowsTestClock(server: TestServer): void {
  beforeEach(() => {
    jest.spyOn(Date, 'now').mockImplementation(() => server.clock.now());
  });
  afterEach(() => {
    jest.restoreAllMocks();
  });
}

/** POSTs as if from the client at `remoteAddress`, so each test chooses whose budget it spends. */
export function postFrom(server: TestServer) {
  return (remoteAddress: string, url: string, payload: object) =>
    server.app.inject({ method: 'POST', url, payload, remoteAddress } as InjectOptions);
}
