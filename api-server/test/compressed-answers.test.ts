import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { PRODUCT, SHOP_PATHS } from './support/spec-shop';
import { describeOnEachDatabase } from './support/test-app';

const FETCH_PAGE_CONTENT = '/api/ab_test/fetch-page-content/';

// Cached reads are kept compressed as well as plain: a browser, which always sends
// Accept-Encoding, gets a product in under 2 KB instead of 14.6 KB.

describeOnEachDatabase('Compressed cached reads', (server) => {
  const product = () => server.get(SHOP_PATHS.productsDetail(PRODUCT.brief.id), {});
  const productAccepting = (encoding: string, extra: Record<string, string> = {}) =>
    server.get(SHOP_PATHS.productsDetail(PRODUCT.brief.id), { 'accept-encoding': encoding, ...extra });

  it('sends a product brotli-compressed to a client that accepts it, the same JSON once decoded', async () => {
    const plain = await product();
    const compressed = await productAccepting('gzip, deflate, br');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(compressed.headers['content-encoding']).toBe('br');
    const decoded = brotliDecompressSync(compressed.rawPayload).toString('utf8');
    expect(JSON.parse(decoded)).toEqual(plain.json());
    expect(compressed.rawPayload.length).toBeLessThan(plain.rawPayload.length / 4);
  });

  it('sends gzip to a client that accepts only gzip, and plain bytes to one that refuses both', async () => {
    const plain = await product();
    const gzipped = await productAccepting('gzip');
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gzipped.rawPayload).toString('utf8'))).toEqual(plain.json());
    const identity = await productAccepting('identity, br;q=0, gzip;q=0');
    expect(identity.headers['content-encoding']).toBeUndefined();
    expect(identity.json()).toEqual(plain.json());
  });

  it('gives each encoding its own ETag, says the answer varies with Accept-Encoding and revalidates each', async () => {
    const plain = await product();
    const br = await productAccepting('br');
    const gzip = await productAccepting('gzip');
    const etags = [plain, br, gzip].map((response) => response.headers.etag);
    expect(new Set(etags).size).toBe(3);
    for (const response of [plain, br, gzip]) expect(response.headers.vary).toMatch(/Accept-Encoding/);

    const revalidated = await productAccepting('br', { 'if-none-match': String(br.headers.etag) });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.headers['content-encoding']).toBeUndefined();
    // The plain representation's ETag does not match the brotli one.
    const other = await productAccepting('br', { 'if-none-match': String(plain.headers.etag) });
    expect(other.statusCode).toBe(200);
  });

  it('compresses the A/B page content a browser reads on every page', async () => {
    const read = (headers: Record<string, string>) =>
      server.post(
        FETCH_PAGE_CONTENT,
        { brand: 'stud', page: 'home' },
        {
          'x-visitor-id': 'visitor-compress',
          ...headers,
        },
      );
    const plain = await read({});
    const compressed = await read({ 'accept-encoding': 'br' });
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(compressed.rawPayload).toString('utf8'))).toEqual(plain.json());
    // The A/B reads are POSTs that still revalidate (see ab.routes.ts).
    const again = await read({ 'accept-encoding': 'br', 'if-none-match': String(compressed.headers.etag) });
    expect(again.statusCode).toBe(304);
  });
});
