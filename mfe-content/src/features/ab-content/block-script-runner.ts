/** How a block script ended. */
export type ScriptOutcome = 'ran' | 'syntax-error' | 'failed' | 'unavailable';

/**
 * Runs a block's script by loading its script file (served by the API) with `<script src>`:
 * that works under a Content-Security-Policy without 'unsafe-eval', where `eval` or
 * `new Function` would not. A syntax error stops the whole file before any of it runs; the
 * browser reports it as an error event on window for that file, which is caught here (CORS mode,
 * so the message is readable), logged with the block's identifier and kept from the console's
 * generic report.
 */
export function runBlockScript(
  identifier: string,
  url: string,
  doc: Document = document,
): Promise<ScriptOutcome> {
  const view = doc.defaultView ?? window;
  return new Promise((resolve) => {
    let outcome: ScriptOutcome = 'ran';
    const onError = (event: ErrorEvent) => {
      if (event.filename !== url) return;
      event.preventDefault();
      const syntax = event.error instanceof SyntaxError || /SyntaxError/.test(event.message);
      outcome = syntax ? 'syntax-error' : 'failed';
      console.error(
        syntax
          ? `A/B content "${identifier}": its script has a syntax error and was not run (${event.message})`
          : `A/B content "${identifier}": its script failed (${event.message})`,
      );
    };
    const script = doc.createElement('script');
    const finish = (result: ScriptOutcome) => {
      view.removeEventListener('error', onError);
      script.remove();
      resolve(result);
    };
    view.addEventListener('error', onError);
    script.src = url;
    script.async = true;
    script.crossOrigin = 'anonymous';
    script.dataset.abScript = identifier;
    script.addEventListener('load', () => finish(outcome));
    script.addEventListener('error', () => {
      console.error(`A/B content "${identifier}": its script could not be loaded`);
      finish('unavailable');
    });
    doc.head.appendChild(script);
  });
}
