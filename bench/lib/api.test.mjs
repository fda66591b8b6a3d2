import { autocannonOptions, withCheckoutId } from './api.mjs';

describe('the API bench requests', () => {
  it('sends a route with a JSON body as application/json, so the API answers it instead of 415', () => {
    const options = autocannonOptions({
      url: 'http://127.0.0.1:1/api/ab_test/fetch-page-content/',
      method: 'POST',
      body: { brand: 'cele', page: 'home' },
    });
    expect(options.headers['content-type']).toBe('application/json');
    expect(JSON.parse(options.body)).toEqual({ brand: 'cele', page: 'home' });
  });

  it('accepts compressed answers as a browser does, on every route and the plain one alike', () => {
    const options = autocannonOptions({ url: 'http://127.0.0.1:1/plain' });
    expect(options.headers['accept-encoding']).toBe('gzip, deflate, br');
  });

  it('sends a route without a body as a plain GET with no content type', () => {
    const options = autocannonOptions({ url: 'http://127.0.0.1:1/api/rest/rest-check/' });
    expect(options.method).toBe('GET');
    expect(options.body).toBeUndefined();
    expect(options.headers).not.toHaveProperty('content-type');
  });

  it('keeps the route its own headers, such as the bearer token', () => {
    const options = autocannonOptions({
      url: 'http://127.0.0.1:1/x',
      headers: { authorization: 'Bearer t' },
    });
    expect(options.headers.authorization).toBe('Bearer t');
  });

  it("puts the run's own checkout id wherever a body names {checkoutId}", () => {
    const body = { id: '{checkoutId}', lines: [{ variantId: 'v-1', quantity: 1 }] };
    expect(withCheckoutId(body, 'Q2hlY2tvdXQ6MQ')).toEqual({
      id: 'Q2hlY2tvdXQ6MQ',
      lines: [{ variantId: 'v-1', quantity: 1 }],
    });
    expect(body.id).toBe('{checkoutId}');
  });

  it('gives each connection its own body, so each has its own checkout', () => {
    const options = autocannonOptions({
      url: 'http://127.0.0.1:1/api/ecom/add-to-cart/',
      method: 'POST',
      bodies: [{ id: 'c-1' }, { id: 'c-2' }],
    });
    expect(options.headers['content-type']).toBe('application/json');
    const sent = [];
    const client = { setBody: (body) => sent.push(JSON.parse(body).id) };
    for (let i = 0; i < 3; i += 1) options.setupClient(client);
    expect(sent).toEqual(['c-1', 'c-2', 'c-1']);
  });

  it("sends each connection's checkout secret with its body", () => {
    const options = autocannonOptions({
      url: 'http://127.0.0.1:1/api/ecom/add-to-cart/',
      method: 'POST',
      bodies: [{ id: 'c-1' }, { id: 'c-2' }],
      connectionHeaders: [{ 'x-checkout-secret': 's-1' }, { 'x-checkout-secret': 's-2' }],
    });
    const sent = [];
    const client = {
      setHeaders: (headers) => sent.push(headers['x-checkout-secret']),
      setBody: () => undefined,
    };
    for (let i = 0; i < 3; i += 1) options.setupClient(client);
    expect(sent).toEqual(['s-1', 's-2', 's-1']);
  });

  it('leaves the connections alone when a route has one body for all', () => {
    expect(autocannonOptions({ url: 'http://127.0.0.1:1/x', body: {} }).setupClient).toBeUndefined();
  });
});
