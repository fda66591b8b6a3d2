import Fastify from 'fastify';
import { createMemoryCounters, type FailureCounters } from '../modules/auth/failure-counters';
import { withMemoryFallback } from './fallback-counters';

const WINDOW = 60_000;
// Fastify's logger when none is asked for: silent.
const silent = Fastify().log;

/** Counters that answer like Redis until `down` is set, then fail every call as a lost Redis does. */
function flakyShared(now: () => number) {
  const inner = createMemoryCounters(now);
  const state = { down: false };
  const guard =
    <A extends unknown[], R>(call: (...args: A) => Promise<R>) =>
    (...args: A) =>
      state.down ? Promise.reject(new Error('Connection is closed.')) : call(...args);
  const counters: FailureCounters = {
    add: guard(inner.add),
    giveBack: guard(inner.giveBack),
    clear: guard(inner.clear),
  };
  return { counters, state };
}

describe('limits with a memory fallback', () => {
  const now = () => 1_000;

  it('counts in memory while the shared counters fail, and in the shared ones again after', async () => {
    const shared = flakyShared(now);
    const counters = withMemoryFallback(shared.counters, createMemoryCounters(now), silent);
    expect((await counters.add('k', WINDOW)).count).toBe(1);
    shared.state.down = true;
    expect((await counters.add('k', WINDOW)).count).toBe(1);
    expect((await counters.add('k', WINDOW)).count).toBe(2);
    shared.state.down = false;
    expect((await counters.add('k', WINDOW)).count).toBe(2);
  });

  it('restarts a budget in memory even while the shared counters fail', async () => {
    const shared = flakyShared(now);
    const counters = withMemoryFallback(shared.counters, createMemoryCounters(now), silent);
    shared.state.down = true;
    await counters.add('k', WINDOW);
    await counters.add('k', WINDOW);
    await expect(counters.clear('k')).resolves.toBeUndefined();
    expect((await counters.add('k', WINDOW)).count).toBe(1);
  });
});
