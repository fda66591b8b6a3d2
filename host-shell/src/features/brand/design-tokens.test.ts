import { getBrand } from 'shared-contracts';
import { applyBrandHead } from './brand-head';
import { applyDesignTokens, designTokens } from './design-tokens';

describe('design tokens', () => {
  it('gives every brand the same token names, so components work on all of them', () => {
    const names = Object.keys(designTokens('stud')).sort();
    for (const brand of ['cele', 'celeorg', 'careapp'] as const) {
      expect(Object.keys(designTokens(brand)).sort()).toEqual(names);
    }
  });

  it('differs between brands', () => {
    expect(designTokens('stud')['--color-primary']).not.toBe(designTokens('cele')['--color-primary']);
  });

  it('sets the brand tokens on <html> and marks the brand', () => {
    applyDesignTokens('careapp');

    const root = document.documentElement;
    expect(root.dataset.brand).toBe('careapp');
    expect(root.style.getPropertyValue('--color-primary')).toBe(designTokens('careapp')['--color-primary']);
    expect(root.style.getPropertyValue('--space-4')).toBe('1rem');
  });

  it('leaves <html> as the shell’s server wrote it for the same brand', () => {
    const root = document.implementation.createHTMLDocument('').documentElement;
    root.setAttribute('style', '--color-primary: #123456');
    root.dataset.brand = 'stud';

    applyDesignTokens('stud', root);
    expect(root.getAttribute('style')).toBe('--color-primary: #123456');

    applyDesignTokens('cele', root);
    expect(root.dataset.brand).toBe('cele');
    expect(root.style.getPropertyValue('--color-primary')).toBe(designTokens('cele')['--color-primary']);
  });

  it('brands the document head: title, favicon and theme colour', () => {
    applyBrandHead(getBrand('cele'));

    expect(document.title).toBe('Varicocele');
    expect(document.querySelector('link[rel="icon"]')).toHaveAttribute(
      'href',
      expect.stringContaining('test-file-stub'),
    );
    expect(document.querySelector('meta[name="theme-color"]')).toHaveAttribute('content', '#ffffff');
  });

  it('keeps the title the shell’s server wrote for the page (docs/adr/0130)', () => {
    const doc = document.implementation.createHTMLDocument('Terms of Service | Stud');
    doc.querySelector('title')?.setAttribute('data-page-head', '');
    applyBrandHead(getBrand('stud'), doc);
    expect(doc.title).toBe('Terms of Service | Stud');
    const built = document.implementation.createHTMLDocument('Loading…');
    applyBrandHead(getBrand('stud'), built);
    expect(built.title).toBe('Stud');
  });
});
