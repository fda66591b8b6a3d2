import { readHead } from '../support/raw-html';
import { SHELL_PORT, SHELL_URL } from '../support/stack';
import { expect, test } from '../support/test';

// Each public page's first HTML names the page (docs/adr/0130): what a chat app's link preview or a
// crawler without JavaScript reads. The browser then shows the same title, never another one while
// the page loads, and logs no error.

const PRODUCT = { slug: 'stud-support-brief', name: 'Stud Support Brief' };

interface PageCase {
  path: string;
  title: string;
  canonical: string;
  product?: boolean;
}

function casesOf(slug: 'stud' | 'varicocele', name: string): PageCase[] {
  // Both brands have a host of their own in the tests' runtime config: canonicals live there.
  const origin = `http://${slug}.localhost:${SHELL_PORT}`;
  return [
    { path: `/${slug}/`, title: name, canonical: `${origin}/` },
    { path: `/${slug}/shop`, title: name, canonical: `${origin}/shop` },
    {
      path: `/${slug}/shop/${PRODUCT.slug}`,
      title: PRODUCT.name,
      canonical: `${origin}/shop/${PRODUCT.slug}`,
      product: true,
    },
    { path: `/${slug}/terms`, title: `Terms of Service | ${name}`, canonical: `${origin}/terms` },
  ];
}

const CASES = [...casesOf('stud', 'Stud'), ...casesOf('varicocele', 'Varicocele')];

for (const page of CASES) {
  test(`${page.path}: the first HTML names the page, and the browser keeps that title`, async ({
    request,
    page: tab,
  }) => {
    const raw = async () => {
      const response = await request.get(`${SHELL_URL}${page.path}`);
      expect(response.status()).toBe(200);
      return readHead(await response.text());
    };
    // A product's head needs the API's answer; the server waits for it only briefly and serves the
    // brand's head meanwhile (docs/adr/0130). A cold API may miss that budget once: the read goes on,
    // and a later request gets the product's head from the server's cache.
    await expect.poll(async () => (await raw()).titles).toEqual([page.title]);
    const head = await raw();
    expect(head.titles).toEqual([page.title]);
    expect(head.description).toHaveLength(1);
    expect(head.description[0]).not.toBe('');
    expect(head.canonical).toEqual([page.canonical]);
    expect(head.meta('property', 'og:title')).toEqual([page.title]);
    expect(head.meta('property', 'og:description')).toEqual(head.description);
    expect(head.meta('property', 'og:url')).toEqual([page.canonical]);
    expect(head.meta('name', 'twitter:card')).toHaveLength(1);
    const types = head.jsonLd.map((data) => data['@type']);
    expect(types).toEqual(
      expect.arrayContaining(
        page.product ? ['Organization', 'BreadcrumbList', 'Product'] : ['Organization', 'BreadcrumbList'],
      ),
    );
    if (page.product) {
      expect(head.meta('property', 'og:image')).toHaveLength(1);
      const product = head.jsonLd.find((data) => data['@type'] === 'Product');
      expect(product).toMatchObject({
        name: PRODUCT.name,
        offers: {
          '@type': 'Offer',
          url: page.canonical,
          price: expect.stringMatching(/^\d+\.\d{2}$/),
          priceCurrency: expect.stringMatching(/^[A-Z]{3}$/),
          availability: expect.stringMatching(/^https:\/\/schema\.org\/(InStock|OutOfStock)$/),
        },
      });
    }

    // Every title the tab shows while the page loads, from its first parse on.
    await tab.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as { titlesSeen: string[] }).titlesSeen = seen;
      // Empty only until the parser reaches <title>: not a title the tab shows.
      const record = () => {
        if (document.title && seen.at(-1) !== document.title) seen.push(document.title);
      };
      new MutationObserver(record).observe(document, { subtree: true, childList: true, characterData: true });
    });
    const errors: string[] = [];
    tab.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    tab.on('pageerror', (error) => errors.push(error.message));
    await tab.goto(page.path);
    await expect(tab.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await expect(tab).toHaveTitle(page.title);
    expect(await tab.evaluate(() => (window as unknown as { titlesSeen: string[] }).titlesSeen)).toEqual([
      page.title,
    ]);
    expect(errors).toEqual([]);
  });
}
