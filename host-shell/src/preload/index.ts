import { afterFirstPaint, loadShellEntry, PAINT_FIRST_ATTRIBUTE } from './after-first-paint';
import { holdEarlyActions } from './early-actions';
import { preloadCurrentPage } from './route-preload';

// A server-rendered page's downloads wait for its first paint (after-first-paint.ts); any other
// page needs them at once, for its content. Its buttons and forms, on screen before the scripts,
// hold what the visitor does with them until the shell has hydrated the page (early-actions.ts).
if (document.documentElement.hasAttribute(PAINT_FIRST_ATTRIBUTE)) {
  holdEarlyActions();
  afterFirstPaint(() => {
    preloadCurrentPage();
    loadShellEntry();
  });
} else preloadCurrentPage();
