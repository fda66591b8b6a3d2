import { expect, test } from '../support/test';
import { SHELL_URL, STUD_HOST_URL } from '../support/stack';

// Node cannot resolve *.localhost as the browser does, so the stud host is asked for by its Host
// header on the shell's address: the same request a crawler on stud.localhost makes.
const hosts: { name: string; origin: string; headers: Record<string, string> }[] = [
  { name: 'the default host', origin: SHELL_URL, headers: {} },
  { name: 'stud.localhost', origin: STUD_HOST_URL, headers: { Host: new URL(STUD_HOST_URL).host } },
];

const locations = (xml: string) => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => match[1] ?? '');

for (const { name, origin, headers } of hosts) {
  test(`a search engine finds the public pages of ${name} in its sitemap and robots.txt`, async ({
    request,
  }) => {
    const sitemap = await request.get(`${SHELL_URL}/sitemap.xml`, { headers });
    expect(sitemap.status()).toBe(200);
    expect(sitemap.headers()['content-type']).toContain('application/xml');
    const urls = locations(await sitemap.text());
    expect(urls).toContain(`${origin}/`);
    expect(urls).toContain(`${origin}/terms`);
    expect(urls.every((url) => url.startsWith(`${origin}/`))).toBe(true);
    expect(urls.filter((url) => /\/(login|register|otp|profile|cart|checkout)(\/|$)/.test(url))).toEqual([]);
    if (name === 'stud.localhost') {
      expect(
        urls.filter((url) => /\/shop\/(?!a$|b$|treatment$)[a-z0-9-]+$/.test(url)).length,
      ).toBeGreaterThan(0);
    }

    const robots = await request.get(`${SHELL_URL}/robots.txt`, { headers });
    expect(robots.status()).toBe(200);
    const lines = (await robots.text()).split('\n');
    expect(lines).toEqual(
      expect.arrayContaining(['User-agent: *', 'Disallow: /login', `Sitemap: ${origin}/sitemap.xml`]),
    );
  });
}
