import { reconnectDelay, RECONNECT_BACKOFF } from './backoff';

describe('the reconnect back-off', () => {
  it('doubles from half a second while the random part is fixed', () => {
    const lowest = [0, 1, 2, 3].map((attempt) => reconnectDelay(attempt, () => 0));
    const highest = [0, 1, 2, 3].map((attempt) => reconnectDelay(attempt, () => 1));
    expect(lowest).toEqual([250, 500, 1000, 2000]);
    expect(highest).toEqual([500, 1000, 2000, 4000]);
  });

  it('never waits longer than the cap, however many attempts failed', () => {
    for (const attempt of [5, 6, 10, 50, 1000]) {
      expect(reconnectDelay(attempt, () => 1)).toBe(RECONNECT_BACKOFF.capMs);
      expect(reconnectDelay(attempt, () => 0)).toBe(RECONNECT_BACKOFF.capMs / 2);
    }
  });

  it('spreads clients out: the delay follows the random draw between half the step and the step', () => {
    const delays = [0.1, 0.4, 0.9].map((draw) => reconnectDelay(2, () => draw));
    expect(delays).toEqual([1100, 1400, 1900]);
    expect(new Set(delays).size).toBe(3);
  });
});
