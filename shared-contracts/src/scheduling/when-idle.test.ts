import { IDLE_TIMEOUT_MS, whenIdle, whenLoadedAndIdle } from './when-idle';

describe('whenIdle', () => {
  afterEach(() => {
    jest.useRealTimers();
    // @ts-expect-error: the stand-ins below
    delete globalThis.requestIdleCallback;
    // @ts-expect-error: the stand-ins below
    delete globalThis.cancelIdleCallback;
  });

  it('asks the browser for an idle moment, with a deadline', () => {
    const request = jest.fn((_work: IdleRequestCallback, _options?: IdleRequestOptions) => 7);
    const cancel = jest.fn();
    globalThis.requestIdleCallback = request;
    globalThis.cancelIdleCallback = cancel;
    const work = jest.fn();

    const stop = whenIdle(work);
    expect(work).not.toHaveBeenCalled();
    expect(request).toHaveBeenCalledWith(expect.any(Function), { timeout: IDLE_TIMEOUT_MS });
    request.mock.calls[0]?.[0]({ didTimeout: false, timeRemaining: () => 10 });
    expect(work).toHaveBeenCalledTimes(1);

    stop();
    expect(cancel).toHaveBeenCalledWith(7);
  });

  it('uses a timer without requestIdleCallback, and can be cancelled', () => {
    jest.useFakeTimers();
    const work = jest.fn();
    whenIdle(work);
    const cancelled = jest.fn();
    whenIdle(cancelled)();
    expect(work).not.toHaveBeenCalled();

    jest.runAllTimers();

    expect(work).toHaveBeenCalledTimes(1);
    expect(cancelled).not.toHaveBeenCalled();
  });
});

describe('whenLoadedAndIdle', () => {
  const readyState = jest.spyOn(document, 'readyState', 'get');
  afterEach(() => {
    jest.useRealTimers();
    readyState.mockReset();
  });
  afterAll(() => readyState.mockRestore());

  it('waits for the load event, then for an idle moment', () => {
    jest.useFakeTimers();
    readyState.mockReturnValue('interactive');
    const work = jest.fn();
    whenLoadedAndIdle(work);
    jest.runAllTimers();
    expect(work).not.toHaveBeenCalled();

    window.dispatchEvent(new Event('load'));
    expect(work).not.toHaveBeenCalled();
    jest.runAllTimers();
    expect(work).toHaveBeenCalledTimes(1);
  });

  it('waits only for an idle moment on a page that has loaded, and can be cancelled before either', () => {
    jest.useFakeTimers();
    readyState.mockReturnValue('complete');
    const work = jest.fn();
    whenLoadedAndIdle(work);
    jest.runAllTimers();
    expect(work).toHaveBeenCalledTimes(1);

    readyState.mockReturnValue('loading');
    const cancelled = jest.fn();
    whenLoadedAndIdle(cancelled)();
    window.dispatchEvent(new Event('load'));
    jest.runAllTimers();
    expect(cancelled).not.toHaveBeenCalled();
  });
});
