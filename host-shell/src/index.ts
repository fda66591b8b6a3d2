import { showBootFailure } from './boot-failure';

// The shell provides its shared singletons eagerly (tooling/webpack shared.cjs): they and the
// bootstrap are in this entry chunk ("eager" mode), so the first render waits for no second wave of
// requests. The import stays a promise so a failure still shows the boot failure page.
import(/* webpackMode: "eager" */ './bootstrap').catch((error: unknown) => {
  console.error('host-shell: could not load', error);
  const container = document.getElementById('root');
  if (container) showBootFailure(container);
});
