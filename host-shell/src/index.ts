import { showBootFailure } from './boot-failure';

/**
 * Resolves in a new task, as shared-contracts' `nextTask` does. That one cannot be used here:
 * importing shared-contracts from this file would run it, and Module Federation's set-up of the
 * shared modules, inside the very task these breaks keep short.
 */
function taskBreak(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}

/**
 * The shell provides its shared singletons eagerly (tooling/webpack shared.cjs): they and the
 * bootstrap are in this entry chunk ("eager" mode), so the first render waits for no second wave of
 * requests. They run one by one, each in a task of its own: compiling this file and running them
 * all were one task of 80-90 ms on a 4× slower CPU, and Lighthouse counts every task's time over
 * 50 ms as blocking (docs/adr/0187). React, small itself, comes first: the first shared module
 * used also sets up Module Federation's sharing, about 20 ms of its task.
 */
const steps: (() => Promise<unknown>)[] = [
  () => import(/* webpackMode: "eager" */ 'react'),
  () => import(/* webpackMode: "eager" */ 'react-dom/client'),
  () => import(/* webpackMode: "eager" */ 'shared-contracts'),
  () => import(/* webpackMode: "eager" */ 'react-router-dom'),
  () => import(/* webpackMode: "eager" */ './bootstrap'),
];

// The imports stay promises, so a failure still shows the boot failure page.
steps
  .reduce<Promise<unknown>>((done, step) => done.then(taskBreak).then(step), Promise.resolve())
  .catch((error: unknown) => {
    console.error('host-shell: could not load', error);
    const container = document.getElementById('root');
    if (container) showBootFailure(container);
  });
