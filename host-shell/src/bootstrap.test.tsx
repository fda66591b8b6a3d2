import { screen } from '@testing-library/react';

// bootstrap renders into a root of its own, as in the browser, so React runs it on its scheduler
// (on fake timers here) rather than inside act().
const actEnvironment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };

describe('starting the shell', () => {
  const realFetch = globalThis.fetch;

  beforeEach(() => {
    document.body.innerHTML = '<div id="root"></div>';
    jest.spyOn(console, 'error').mockImplementation(() => {});
    jest.useFakeTimers();
    actEnvironment.IS_REACT_ACT_ENVIRONMENT = false;
  });
  afterEach(() => {
    actEnvironment.IS_REACT_ACT_ENVIRONMENT = true;
    jest.useRealTimers();
    jest.restoreAllMocks();
    globalThis.fetch = realFetch;
  });

  it('shows the config error screen when /config.json does not answer within 15 s', async () => {
    // A server that accepts the request and never answers; like fetch, it stops when aborted.
    globalThis.fetch = jest.fn(
      (_url: unknown, init?: RequestInit) =>
        new Promise<Response>((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () => reject(new Error('The operation was aborted.')));
        }),
    );
    await jest.isolateModulesAsync(async () => {
      await import('./bootstrap');
    });

    await jest.advanceTimersByTimeAsync(14_999);
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
    await jest.advanceTimersByTimeAsync(1);
    await jest.runOnlyPendingTimersAsync();

    expect(screen.getByRole('heading', { name: 'This site could not start' })).toBeInTheDocument();
    expect(screen.getByText('/config.json did not answer within 15 s.')).toBeInTheDocument();
  });
});
