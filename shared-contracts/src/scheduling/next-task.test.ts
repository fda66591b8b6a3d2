import { nextTask } from './next-task';

describe('nextTask', () => {
  it('resolves after the current task, not within it', async () => {
    const order: string[] = [];
    const next = nextTask().then(() => order.push('next task'));
    await Promise.resolve().then(() => order.push('microtask'));
    order.push('same task');

    await next;

    expect(order).toEqual(['microtask', 'same task', 'next task']);
  });

  it('falls back to a timer where there is no MessageChannel', async () => {
    const channel = globalThis.MessageChannel;
    // @ts-expect-error: a browser without MessageChannel
    delete globalThis.MessageChannel;
    const timer = jest.spyOn(globalThis, 'setTimeout');
    try {
      await nextTask();
      expect(timer).toHaveBeenCalledWith(expect.any(Function), 0);
    } finally {
      globalThis.MessageChannel = channel;
      timer.mockRestore();
    }
  });
});
