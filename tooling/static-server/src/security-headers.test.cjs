// The Content-Security-Policy is made from the runtime config: only the origins it names.
const { contentSecurityPolicy } = require('./security-headers.cjs');

const config = {
  apiBaseUrl: 'https://api.example.com/v1',
  wsBaseUrl: 'wss://api.example.com',
  remotes: { shop: 'https://shop.example.com/mf-manifest.json', auth: '/auth/mf-manifest.json' },
  googleClientId: '',
};

/** The policy as a map of directive -> sources. */
function directives(policy) {
  return Object.fromEntries(
    policy.split(';').map((part) => {
      const [name, ...values] = part.trim().split(/\s+/);
      return [name, values];
    }),
  );
}

describe('contentSecurityPolicy', () => {
  it('lets scripts come only from the page, the remotes, the A/B block script path of the API and the hashed inline scripts', () => {
    const policy = directives(
      contentSecurityPolicy(config, { inlineScriptHashes: ["'sha256-abc'"], extraSources: { script: [] } }),
    );
    expect(policy['script-src']).toEqual([
      "'self'",
      'https://shop.example.com',
      'https://api.example.com/v1/api/ab_test/script/',
      "'sha256-abc'",
    ]);
  });

  it('lets the page talk to the API, its WebSocket and the remotes', () => {
    const policy = directives(contentSecurityPolicy(config));
    expect(policy['connect-src']).toEqual([
      "'self'",
      'https://api.example.com',
      'wss://api.example.com',
      'https://shop.example.com',
    ]);
    expect(policy['img-src']).toContain('https://api.example.com');
  });

  it('forbids plugins, base changes and framing', () => {
    const policy = directives(contentSecurityPolicy(config));
    expect(policy['object-src']).toEqual(["'none'"]);
    expect(policy['base-uri']).toEqual(["'none'"]);
    expect(policy['frame-ancestors']).toEqual(["'none'"]);
    expect(policy['frame-src']).toEqual(["'none'"]);
  });

  it("allows Google's sign-in origins only when a Google client id is set", () => {
    expect(contentSecurityPolicy(config)).not.toContain('accounts.google.com');
    const policy = directives(
      contentSecurityPolicy({ ...config, googleClientId: 'id.apps.googleusercontent.com' }),
    );
    expect(policy['script-src']).toContain('https://accounts.google.com/gsi/client');
    expect(policy['frame-src']).toEqual(['https://accounts.google.com/gsi/']);
    expect(policy['connect-src']).toContain('https://accounts.google.com/gsi/');
    expect(policy['style-src']).toContain('https://accounts.google.com/gsi/style');
  });

  it("allows each payment provider's SDK only when the config turns that provider on", () => {
    const sandbox = contentSecurityPolicy(config);
    expect(sandbox).not.toMatch(/stripe|paypal|pay\.google/);
    const stripeOnly = directives(
      contentSecurityPolicy({
        ...config,
        payments: { stripePublishableKey: 'pk_test_1', paypalClientId: '' },
      }),
    );
    expect(stripeOnly['script-src']).toContain('https://js.stripe.com');
    expect(stripeOnly['frame-src']).toEqual([
      'https://js.stripe.com',
      'https://*.js.stripe.com',
      'https://hooks.stripe.com',
    ]);
    expect(stripeOnly['connect-src']).toContain('https://api.stripe.com');
    expect(stripeOnly['script-src'].join(' ')).not.toMatch(/paypal|pay\.google/);
    const all = directives(
      contentSecurityPolicy({
        ...config,
        payments: { stripePublishableKey: 'pk_test_1', paypalClientId: 'id', googlePay: true },
      }),
    );
    expect(all['script-src']).toEqual(
      expect.arrayContaining(['https://*.paypal.com', 'https://pay.google.com']),
    );
    expect(all['frame-src']).toEqual(
      expect.arrayContaining(['https://*.paypal.com', 'https://pay.google.com']),
    );
  });

  it("allows the consult page's scheduling provider only when the config names it: its script and booking page origins", () => {
    const none = contentSecurityPolicy(config);
    expect(none).not.toMatch(/calendly|cal\.com|scheduling/);
    expect(directives(none)['frame-src']).toEqual(["'none'"]);
    const policy = directives(
      contentSecurityPolicy({
        ...config,
        scheduler: {
          provider: 'calendly',
          scriptUrl: 'https://assets.calendly.com/assets/external/widget.js',
          bookingUrl: 'https://calendly.com/acme/consult?hide_gdpr_banner=1',
        },
      }),
    );
    expect(policy['script-src']).toContain('https://assets.calendly.com');
    expect(policy['script-src'].join(' ')).not.toContain('https://calendly.com');
    expect(policy['frame-src']).toEqual(['https://calendly.com']);
    // Nothing else of the provider's: it talks to its own servers from inside its frame.
    for (const name of ['connect-src', 'img-src', 'style-src', 'font-src'])
      expect(policy[name].join(' ')).not.toContain('calendly');
  });

  it('adds the sources of allowed-sources.cjs, which name no scheduling placeholder any more', () => {
    expect(contentSecurityPolicy(config)).not.toContain('scheduling.example.com');
    const extraSources = {
      script: ['https://calendar.example.com'],
      frame: ['https://calendar.example.com'],
    };
    const policy = directives(contentSecurityPolicy(config, { extraSources }));
    expect(policy['script-src']).toContain('https://calendar.example.com');
    expect(policy['frame-src']).toEqual(['https://calendar.example.com']);
  });
});
