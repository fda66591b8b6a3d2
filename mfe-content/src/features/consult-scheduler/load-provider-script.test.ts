import { forgetProviderScripts, loadProviderScript } from './load-provider-script';

const URL_A = 'https://assets.calendly.com/assets/external/widget.js';

const scriptsOf = (url: string) => [...document.head.querySelectorAll(`script[src="${url}"]`)];

afterEach(() => {
  jest.useRealTimers();
  forgetProviderScripts();
  document.head.replaceChildren();
});

describe('loadProviderScript', () => {
  it('adds the script once however often it is asked for, and resolves when it has loaded', async () => {
    const first = loadProviderScript(URL_A);
    const second = loadProviderScript(URL_A);
    expect(second).toBe(first);
    expect(scriptsOf(URL_A)).toHaveLength(1);
    scriptsOf(URL_A)[0]?.dispatchEvent(new Event('load'));
    await expect(first).resolves.toBeUndefined();
  });

  it('rejects when the script cannot load, removes it, and tries afresh next time', async () => {
    const failed = loadProviderScript(URL_A);
    scriptsOf(URL_A)[0]?.dispatchEvent(new Event('error'));
    await expect(failed).rejects.toThrow(`${URL_A} could not be loaded`);
    expect(scriptsOf(URL_A)).toHaveLength(0);
    void loadProviderScript(URL_A).catch(() => undefined);
    expect(scriptsOf(URL_A)).toHaveLength(1);
  });

  it('gives up on a script that neither loads nor fails in time (a host that does not answer)', async () => {
    jest.useFakeTimers();
    const hanging = loadProviderScript(URL_A, { timeoutMs: 1_000 });
    jest.advanceTimersByTime(1_000);
    await expect(hanging).rejects.toThrow(`${URL_A} did not load within 1000 ms`);
    expect(scriptsOf(URL_A)).toHaveLength(0);
  });
});
