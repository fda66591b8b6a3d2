import { brotliDecompressSync } from 'node:zlib';
import { CHECKOUT_PATHS as P } from './support/spec-checkout';
import { describeOnEachDatabase } from './support/test-app';

// The country and state lists the checkout's address form offers (docs/product.md §7).

describeOnEachDatabase('countries and subdivisions', (server) => {
  it('lists about 240 countries with name, code, timezone, utc and mobileCode', async () => {
    const response = await server.get(P.countriesList);
    expect(response.statusCode).toBe(200);
    const countries =
      response.json<{ name: string; code: string; timezone: string; utc: string; mobileCode: string }[]>();
    expect(countries.length).toBeGreaterThan(230);
    const us = countries.find((country) => country.code === 'US');
    expect(us).toMatchObject({ name: 'United States', mobileCode: '+1' });
    expect(us?.timezone).toMatch(/^America\//);
    expect(us?.utc).toMatch(/^UTC-\d\d:\d\d$/);
  });

  it('lists the states of a country and answers 404 for an unknown one, 400 for a malformed one', async () => {
    const states = (await server.get(P.subDivision('us'))).json<{ code: string; name: string }[]>();
    expect(states).toContainEqual({ code: 'US-NY', name: 'New York' });
    expect((await server.get(P.subDivision('ZZ'))).statusCode).toBe(404);
    expect((await server.get(P.subDivision('USA'))).statusCode).toBe(400);
  });

  it('sends both lists compressed to a browser, with an ETag it can revalidate', async () => {
    for (const path of [P.countriesList, P.subDivision('US')]) {
      const plain = await server.get(path);
      const compressed = await server.get(path, { 'accept-encoding': 'gzip, deflate, br' });
      expect(compressed.headers['content-encoding']).toBe('br');
      expect(compressed.headers['cache-control']).toBe('public, max-age=86400');
      expect(JSON.parse(brotliDecompressSync(compressed.rawPayload).toString('utf8'))).toEqual(plain.json());
      expect(compressed.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
      const etag = String(compressed.headers.etag);
      const again = await server.get(path, { 'accept-encoding': 'br', 'if-none-match': etag });
      expect(again.statusCode).toBe(304);
    }
  });
});
