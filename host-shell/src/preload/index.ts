import { nextTask } from 'shared-contracts';
import { afterFirstPaint, loadShellEntry, PAINT_FIRST_ATTRIBUTE } from './after-first-paint';
import { holdEarlyActions } from './early-actions';
import { preloadCurrentPage } from './route-preload';

// A server-rendered page's downloads wait for its first paint (after-first-paint.ts); any other
// page needs them at once, for its content. Its buttons and forms, on screen before the scripts,
// hold what the visitor does with them until the shell has hydrated the page (early-actions.ts).
// After the paint the page's reads, its manifest (route-preload.ts) and the shell's entry start in
// three tasks, none long on a slow phone (docs/adr/0198).
if (document.documentElement.hasAttribute(PAINT_FIRST_ATTRIBUTE)) {
  holdEarlyActions();
  afterFirstPaint(() => {
    preloadCurrentPage();
    void nextTask().then(() => loadShellEntry());
  });
} else preloadCurrentPage();
