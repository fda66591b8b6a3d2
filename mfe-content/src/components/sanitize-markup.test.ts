import DOMPurify from 'dompurify';
import { sanitizeMarkup, sanitizeWithReport } from './sanitize-markup';

// Payloads that try to run code; each would set window.xss if it ever ran.
const XSS_CORPUS = [
  '<script>window.xss = true</script><p>text</p>',
  '<img src="x" onerror="window.xss = true">',
  '<p onclick="window.xss = true">click</p>',
  '<a href="javascript:window.xss=true">link</a>',
  '<a href="JaVaScRiPt:window.xss=true">mixed case</a>',
  '<a href="  javascript:window.xss=true">leading spaces</a>',
  '<a href="java&#x09;script:window.xss=true">entity tab</a>',
  '<a href="data:text/html;base64,PHNjcmlwdD53aW5kb3cueHNzPXRydWU8L3NjcmlwdD4=">data link</a>',
  '<iframe src="data:text/html,<script>window.xss=true</script>"></iframe>',
  '<svg><script>window.xss = true</script></svg>',
  '<svg onload="window.xss = true"><circle r="1"/></svg>',
  '<svg><a xlink:href="javascript:window.xss=true"><text>x</text></a></svg>',
  '<math><mtext><table><mglyph><style><img src=x onerror="window.xss=true"></style></mglyph></table></mtext></math>',
  '<math href="javascript:window.xss=true">m</math>',
  '<form action="javascript:window.xss=true"><button>go</button></form>',
  '<object data="javascript:window.xss=true"></object>',
  '<embed src="javascript:window.xss=true">',
  '<div style="background:url(javascript:window.xss=true)">styled</div>',
  '<noscript><p title="</noscript><img src=x onerror=window.xss=true>">',
  '<details open ontoggle="window.xss=true">',
  '<input autofocus onfocus="window.xss=true">',
  '<meta http-equiv="refresh" content="0;url=javascript:window.xss=true">',
  '<base href="javascript:/">',
];

function parse(html: string): HTMLElement {
  const container = document.createElement('div');
  container.innerHTML = html;
  return container;
}

describe('sanitising A/B markup', () => {
  it.each(XSS_CORPUS)('removes everything that could run code from %s', (payload) => {
    const clean = parse(sanitizeMarkup(payload));
    expect(
      clean.querySelector('script, iframe, object, embed, svg, math, form, base, meta, style, input'),
    ).toBeNull();
    for (const element of Array.from(clean.querySelectorAll('*'))) {
      for (const attribute of Array.from(element.attributes)) {
        expect(attribute.name).not.toMatch(/^on/i);
        expect(attribute.name).not.toBe('style');
        expect(attribute.value.replace(/\s/g, '')).not.toMatch(/^(javascript|data|vbscript):/i);
      }
    }
    expect(sanitizeMarkup(payload)).not.toMatch(/javascript:|onerror|onload|onclick/i);
  });

  it('never runs a payload when the cleaned markup is put into the page', () => {
    const host = document.createElement('div');
    document.body.appendChild(host);
    for (const payload of XSS_CORPUS) {
      host.innerHTML = sanitizeMarkup(payload);
      for (const element of Array.from(host.querySelectorAll('*'))) {
        element.dispatchEvent(new Event('error'));
        element.dispatchEvent(new Event('click'));
      }
    }
    expect((window as unknown as { xss?: boolean }).xss).toBeUndefined();
    host.remove();
  });

  it('keeps the content markup: headings, paragraphs, lists, quotes and safe links', () => {
    const markup =
      '<h1>Title</h1><p>Text <a href="shop">Shop</a> <a href="https://example.com/">out</a> <a href="mailto:a@b.co">mail</a></p><ul><li>One</li></ul><figure><blockquote><p>Quote</p></blockquote><figcaption>Who</figcaption></figure>';
    const clean = parse(sanitizeMarkup(markup));
    expect(clean.querySelector('h1')).toHaveTextContent('Title');
    expect(clean.querySelector('a[href="shop"]')).not.toBeNull();
    expect(clean.querySelector('a[href="https://example.com/"]')).toHaveAttribute(
      'rel',
      'noopener noreferrer',
    );
    expect(clean.querySelector('a[href="mailto:a@b.co"]')).not.toBeNull();
    expect(clean.querySelector('li')).toHaveTextContent('One');
    expect(clean.querySelector('figcaption')).toHaveTextContent('Who');
  });

  it('gives links to the brand’s pages the brand’s prefix when told it, and leaves other links be', () => {
    const markup =
      '<a href="shop">a</a><a href="/about">b</a><a href="https://example.com/">c</a><a href="#faq">d</a>';
    const clean = parse(sanitizeMarkup(markup, { linkBase: '/stud' }));
    expect(Array.from(clean.querySelectorAll('a'), (a) => a.getAttribute('href'))).toEqual([
      '/stud/shop',
      '/stud/about',
      'https://example.com/',
      '#faq',
    ]);
    // The rewrite belongs to that call only.
    expect(parse(sanitizeMarkup('<a href="shop">a</a>')).querySelector('a')).toHaveAttribute('href', 'shop');
  });

  it('cleans the same markup for the same link base once, and each base on its own', () => {
    const sanitize = jest.spyOn(DOMPurify, 'sanitize');
    const markup = '<a href="pricing">p</a><img src="x" onerror="window.xss = true">';
    const stud = sanitizeMarkup(markup, { linkBase: '/stud' });
    expect(sanitizeMarkup(markup, { linkBase: '/stud' })).toBe(stud);
    expect(sanitize).toHaveBeenCalledTimes(1);
    expect(parse(stud).querySelector('a')).toHaveAttribute('href', '/stud/pricing');
    expect(parse(stud).querySelector('img')).not.toHaveAttribute('onerror');
    expect(parse(sanitizeMarkup(markup, { linkBase: '/ab_test/stud' })).querySelector('a')).toHaveAttribute(
      'href',
      '/ab_test/stud/pricing',
    );
    expect(parse(sanitizeMarkup(markup)).querySelector('a')).toHaveAttribute('href', 'pricing');
    expect(sanitizeMarkup(markup, { linkBase: '' })).not.toBe(sanitizeMarkup(markup));
    sanitize.mockRestore();
  });

  it('tells an editor what each call removed, even for markup cleaned before', () => {
    const markup = '<p onclick="window.xss = true">click</p>';
    sanitizeMarkup(markup);
    expect(sanitizeWithReport(markup).removed).toEqual(['onclick']);
    sanitizeMarkup('<p>plain</p>');
    expect(sanitizeWithReport(markup).removed).toEqual(['onclick']);
  });
});

describe('a redeploy on the shell server', () => {
  it("replaces the link hook an earlier build of this remote added to the shell's DOMPurify", async () => {
    const added = jest.spyOn(DOMPurify, 'addHook');
    const removed = jest.spyOn(DOMPurify, 'removeHook');
    // The first build's hook (added by the tests above, or here).
    sanitizeMarkup('<a href="https://example.com/">a</a>');
    added.mockClear();
    // A second build of this module: its own module state, the same (the shell's) DOMPurify.
    await jest.isolateModulesAsync(async () => {
      jest.doMock('dompurify', () => ({ __esModule: true, default: DOMPurify }));
      const redeployed = await import('./sanitize-markup');
      const cleaned = redeployed.sanitizeMarkup('<a href="shop">a</a><a href="https://example.com/">b</a>', {
        linkBase: '/stud',
      });
      expect(cleaned).toBe(
        '<a href="/stud/shop">a</a><a href="https://example.com/" rel="noopener noreferrer">b</a>',
      );
    });
    // The new build added its hook and took the first build's off: one hook of this remote stays.
    expect(added).toHaveBeenCalledTimes(1);
    expect(removed).toHaveBeenCalledTimes(1);
    expect(removed.mock.calls[0]?.[0]).toBe('afterSanitizeAttributes');
    expect(removed.mock.calls[0]?.[1]).toEqual(expect.any(Function));
    expect(removed.mock.calls[0]?.[1]).not.toBe(added.mock.calls[0]?.[1]);
    added.mockRestore();
    removed.mockRestore();
  });
});
