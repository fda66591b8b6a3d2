/** @jest-environment jsdom */
const insertLater = require('./insert-later.cjs');
const styleTagTransform = require('./style-tag-transform.cjs');

/** As style-loader does: an element, `insert`, then the transform with the text. */
function inject(css) {
  const style = document.createElement('style');
  insertLater(style);
  styleTagTransform(css, style);
  return style;
}

const ownSheets = () =>
  Array.from(document.head.querySelectorAll('style:not([data-server-styles])'), (style) => style.textContent);

describe('the browser’s style transform on a server-rendered page', () => {
  beforeAll(() => {
    // The server's stylesheets are in the HTML before any script runs (module state reads them once).
    document.head.innerHTML =
      '<style data-server-styles="shell">.shell-a{color:red}</style>' +
      '<style data-server-styles="shop">.shop-b{margin:0}</style>';
  });

  it('adds no second copy of a stylesheet the server put in the page', () => {
    const style = inject('.shell-a{color:red}');
    expect(style.isConnected).toBe(false);
    expect(style.textContent).toBe('.shell-a{color:red}');
    inject('.shop-b{margin:0}');
    expect(ownSheets()).toEqual([]);
  });

  it('appends every other stylesheet at the end of <head>, in the order they come', () => {
    inject('.dialog{z-index:50}');
    inject('.toast{z-index:60}');
    expect(ownSheets()).toEqual(['.dialog{z-index:50}', '.toast{z-index:60}']);
    expect(document.head.lastElementChild.textContent).toBe('.toast{z-index:60}');
  });

  it('adds a stylesheet that differs from the server’s in any way', () => {
    inject('.shell-a{color:blue}');
    expect(ownSheets()).toContain('.shell-a{color:blue}');
  });

  it('updates an element it put in the page without adding it twice (hot reload)', () => {
    const style = inject('.card{padding:1px}');
    styleTagTransform('.card{padding:2px}', style);
    expect(ownSheets().filter((css) => css.startsWith('.card'))).toEqual(['.card{padding:2px}']);
  });
});
