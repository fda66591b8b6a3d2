import { showBootFailure } from './boot-failure';
import { nextTask } from './features/scheduling';

// The shell provides its shared singletons eagerly (tooling/webpack shared.cjs): they and the
// bootstrap are in this entry chunk ("eager" mode), so the first render waits for no second wave of
// requests. The import stays a promise so a failure still shows the boot failure page. It runs in a
// task of its own: compiling this file and running its modules were one long task (Lighthouse).
nextTask()
  .then(() => import(/* webpackMode: "eager" */ './bootstrap'))
  .catch((error: unknown) => {
    console.error('host-shell: could not load', error);
    const container = document.getElementById('root');
    if (container) showBootFailure(container);
  });
