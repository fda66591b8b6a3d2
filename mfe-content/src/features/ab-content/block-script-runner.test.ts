import { runBlockScript } from './block-script-runner';

const URL_OF = 'http://127.0.0.1:8000/api/ab_test/script/stud-home-hero/1.js';

/** What a browser does for a loaded script: an error event on window for that file, if any, then load. */
function browserReports(script: HTMLScriptElement, error?: ErrorEvent) {
  if (error) window.dispatchEvent(error);
  script.dispatchEvent(new Event('load'));
}

function appendedScript(): HTMLScriptElement {
  const script = document.head.querySelector<HTMLScriptElement>('script[data-ab-script]');
  if (!script) throw new Error('no script was added');
  return script;
}

describe('running a block script', () => {
  let logged: jest.SpyInstance;
  beforeEach(() => {
    logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => logged.mockRestore());

  it('loads the script file from its URL (not through innerHTML or eval), in CORS mode', async () => {
    const outcome = runBlockScript('stud-home-hero', URL_OF);
    const script = appendedScript();
    expect(script.src).toBe(URL_OF);
    expect(script.crossOrigin).toBe('anonymous');
    browserReports(script);
    await expect(outcome).resolves.toBe('ran');
    expect(logged).not.toHaveBeenCalled();
    expect(document.head.querySelector('script[data-ab-script]')).toBeNull();
  });

  it('logs an error naming the identifier when the script has a syntax error, and reports it not run', async () => {
    const outcome = runBlockScript('cele-home-hero', URL_OF);
    const syntaxError = new ErrorEvent('error', {
      message: "SyntaxError: Unexpected token '}'",
      filename: URL_OF,
      error: new SyntaxError("Unexpected token '}'"),
      cancelable: true,
    });
    browserReports(appendedScript(), syntaxError);
    await expect(outcome).resolves.toBe('syntax-error');
    expect(syntaxError.defaultPrevented).toBe(true);
    expect(logged).toHaveBeenCalledWith(expect.stringContaining('"cele-home-hero"'));
    expect(logged).toHaveBeenCalledWith(expect.stringContaining('syntax error and was not run'));
  });

  it('ignores errors of other files', async () => {
    const outcome = runBlockScript('stud-home-hero', URL_OF);
    browserReports(
      appendedScript(),
      new ErrorEvent('error', { message: 'boom', filename: 'http://x/other.js' }),
    );
    await expect(outcome).resolves.toBe('ran');
    expect(logged).not.toHaveBeenCalled();
  });

  it('logs the identifier when the script file cannot be loaded', async () => {
    const outcome = runBlockScript('cele-consult-booking', URL_OF);
    appendedScript().dispatchEvent(new Event('error'));
    await expect(outcome).resolves.toBe('unavailable');
    expect(logged).toHaveBeenCalledWith(expect.stringContaining('"cele-consult-booking"'));
  });
});
