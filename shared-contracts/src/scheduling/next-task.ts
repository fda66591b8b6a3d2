/**
 * Resolves in a new task of the event loop, so the work before and after it are two tasks: the
 * browser can paint and answer input in between, and no single task holds the main thread for
 * the whole start (Total Blocking Time counts each task's time over 50 ms). A message rather
 * than setTimeout: background tabs throttle timers to once a second, and nested timers are
 * clamped to 4 ms.
 */
export function nextTask(): Promise<void> {
  if (typeof MessageChannel === 'undefined') return new Promise((resolve) => setTimeout(resolve, 0));
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}
