import { render, screen } from '@testing-library/react';
import { defaultRuntimeConfig } from 'shared-contracts';
import { ConfigErrorScreen } from './config-error-screen';
import { loadRuntimeConfig, readInlineRuntimeConfig } from './load-runtime-config';
import { parseRuntimeConfig, RuntimeConfigError } from './parse-runtime-config';

// jsdom has no Response: the fake answers with the two members the loader reads.
function answer(body: unknown, status = 200): typeof fetch {
  const text = typeof body === 'string' ? body : JSON.stringify(body);
  return jest.fn(() =>
    Promise.resolve({
      ok: status >= 200 && status < 300,
      status,
      json: () => Promise.resolve(JSON.parse(text) as unknown),
    }),
  ) as unknown as typeof fetch;
}

function pageWithInlineConfig(text: string): Document {
  const doc = document.implementation.createHTMLDocument('page');
  const script = doc.createElement('script');
  script.id = 'runtime-config';
  script.type = 'application/json';
  script.textContent = text;
  doc.head.append(script);
  return doc;
}

describe('readInlineRuntimeConfig', () => {
  it('reads the config the server wrote into the page', () => {
    const config = { ...defaultRuntimeConfig(), productWord: 'inline' };
    expect(readInlineRuntimeConfig(pageWithInlineConfig(JSON.stringify(config)))).toEqual(config);
  });

  it('gives nothing when the page has no inline config or a broken one', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(readInlineRuntimeConfig(document.implementation.createHTMLDocument('page'))).toBeUndefined();
    expect(readInlineRuntimeConfig(pageWithInlineConfig('{"apiBaseUrl":'))).toBeUndefined();
    expect(warn).toHaveBeenCalledTimes(1);
    warn.mockRestore();
  });
});

describe('loadRuntimeConfig', () => {
  it('uses the inline config without fetching /config.json', async () => {
    const inline = { ...defaultRuntimeConfig(), productWord: 'inline' };
    const fetchFn = answer(defaultRuntimeConfig());

    await expect(loadRuntimeConfig(fetchFn, 1000, () => inline)).resolves.toEqual(inline);
    expect(fetchFn).not.toHaveBeenCalled();
  });

  it('fetches /config.json without the cache and returns the validated config', async () => {
    const fetchFn = answer(defaultRuntimeConfig());

    await expect(loadRuntimeConfig(fetchFn)).resolves.toEqual(defaultRuntimeConfig());
    expect(fetchFn).toHaveBeenCalledWith('/config.json', expect.objectContaining({ cache: 'no-cache' }));
  });

  it('fails clearly when the server answers with an error status', async () => {
    await expect(loadRuntimeConfig(answer('missing', 404))).rejects.toThrow(
      '/config.json answered HTTP 404.',
    );
  });

  it('fails clearly when the answer is not JSON', async () => {
    await expect(loadRuntimeConfig(answer('<html>'))).rejects.toThrow('/config.json is not valid JSON.');
  });

  it('fails clearly when the network is down', async () => {
    const fetchFn = jest.fn(() =>
      Promise.reject(new TypeError('Failed to fetch')),
    ) as unknown as typeof fetch;
    await expect(loadRuntimeConfig(fetchFn)).rejects.toThrow('/config.json could not be fetched');
  });
});

describe('parseRuntimeConfig', () => {
  it('accepts a config with an empty Google client id', () => {
    expect(parseRuntimeConfig({ ...defaultRuntimeConfig(), googleClientId: '' }).googleClientId).toBe('');
  });

  it('lists every problem of a broken config', () => {
    const broken = {
      ...defaultRuntimeConfig(),
      apiBaseUrl: 'nope',
      remotes: { shop: 'http://x/mf-manifest.json' },
    };

    let caught: unknown;
    try {
      parseRuntimeConfig(broken);
    } catch (error) {
      caught = error;
    }

    expect(caught).toBeInstanceOf(RuntimeConfigError);
    expect((caught as RuntimeConfigError).problems).toEqual([
      'apiBaseUrl must be an http(s) URL',
      'remotes.checkout must be an http(s) URL of mf-manifest.json',
      'remotes.auth must be an http(s) URL of mf-manifest.json',
      'remotes.chat must be an http(s) URL of mf-manifest.json',
      'remotes.content must be an http(s) URL of mf-manifest.json',
    ]);
  });

  it('rejects an unknown brand in brandHosts and a bad product word', () => {
    expect(() =>
      parseRuntimeConfig({
        ...defaultRuntimeConfig(),
        brandHosts: { shoes: 'shoes.localhost' },
        productWord: 'Var 1',
      }),
    ).toThrow(RuntimeConfigError);
  });

  it('keeps the payment providers’ publishable ids and refuses a Stripe secret key', () => {
    const payments = { stripePublishableKey: 'pk_test_51Abc', paypalClientId: 'AbC-paypal' };
    expect(parseRuntimeConfig({ ...defaultRuntimeConfig(), payments }).payments).toEqual(payments);
    expect(parseRuntimeConfig(defaultRuntimeConfig())).not.toHaveProperty('payments');
    let caught: unknown;
    try {
      parseRuntimeConfig({ ...defaultRuntimeConfig(), payments: { stripePublishableKey: 'sk_live_51Abc' } });
    } catch (error) {
      caught = error;
    }
    expect((caught as RuntimeConfigError).problems).toEqual([
      'payments.stripePublishableKey must be a publishable key (pk_…), never a secret key',
    ]);
  });

  it("keeps a scheduler with the provider's https script and booking page, and none when it is absent", () => {
    const calendly = {
      provider: 'calendly',
      scriptUrl: 'https://assets.calendly.com/assets/external/widget.js',
      bookingUrl: 'https://calendly.com/acme/consult',
    };
    expect(parseRuntimeConfig({ ...defaultRuntimeConfig(), scheduler: calendly }).scheduler).toEqual(
      calendly,
    );
    const cal = {
      provider: 'cal',
      scriptUrl: 'https://app.cal.com/embed/embed.js',
      bookingUrl: 'https://app.cal.com/acme/consult',
    };
    expect(parseRuntimeConfig({ ...defaultRuntimeConfig(), scheduler: cal }).scheduler).toEqual(cal);
    // A fake provider on this machine (the browser tests) may use plain http.
    const local = {
      ...calendly,
      scriptUrl: 'http://127.0.0.1:5437/widget.js',
      bookingUrl: 'http://127.0.0.1:5437/book',
    };
    expect(parseRuntimeConfig({ ...defaultRuntimeConfig(), scheduler: local }).scheduler).toEqual(local);
    expect(parseRuntimeConfig(defaultRuntimeConfig())).not.toHaveProperty('scheduler');
    expect(parseRuntimeConfig({ ...defaultRuntimeConfig(), scheduler: null })).not.toHaveProperty(
      'scheduler',
    );
  });

  it.each([
    ['not an object', 'https://x', ['scheduler must be an object with provider, scriptUrl and bookingUrl']],
    [
      'an unknown provider and a script over plain http',
      {
        provider: 'acuity',
        scriptUrl: 'http://embed.example.com/a.js',
        bookingUrl: 'https://example.com/me',
      },
      [
        'scheduler.provider must be one of calendly, cal',
        "scheduler.scriptUrl must be an https URL of the provider's embed script (http only on localhost)",
      ],
    ],
    [
      'no booking page',
      { provider: 'calendly', scriptUrl: 'https://assets.calendly.com/assets/external/widget.js' },
      ['scheduler.bookingUrl must be an https URL of the booking page (http only on localhost)'],
    ],
    [
      "only the provider's site as booking page",
      {
        provider: 'calendly',
        scriptUrl: 'https://assets.calendly.com/assets/external/widget.js',
        bookingUrl: 'https://calendly.com/',
      },
      ['scheduler.bookingUrl must name the booking page, such as https://calendly.com/<you>/<event>'],
    ],
  ])('refuses a scheduler with %s and says what to fix', (_case, scheduler, problems) => {
    let caught: unknown;
    try {
      parseRuntimeConfig({ ...defaultRuntimeConfig(), scheduler });
    } catch (error) {
      caught = error;
    }
    expect((caught as RuntimeConfigError).problems).toEqual(problems);
  });

  it('rejects something that is not an object', () => {
    expect(() => parseRuntimeConfig([])).toThrow('/config.json is not a JSON object.');
  });
});

describe('the config error screen', () => {
  it('says the site could not start and lists what to fix', () => {
    render(
      <ConfigErrorScreen
        error={new RuntimeConfigError('/config.json is not valid.', ['apiBaseUrl must be an http(s) URL'])}
      />,
    );

    expect(screen.getByRole('heading', { name: 'This site could not start' })).toBeInTheDocument();
    expect(screen.getByText('/config.json is not valid.')).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Problems in /config.json' })).toHaveTextContent(
      'apiBaseUrl must be',
    );
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
