// style-loader's `styleTagTransform` for the browser builds (docs/adr/0184). A server-rendered
// page carries every stylesheet the server ran as a <style data-server-styles> of its own, with
// the very text css-loader gives the browser (same options). Appending the browser's copy as well
// made the browser parse each of them again while the scripts start, and match every rule twice
// on each style recalculation after: long tasks on a phone. A stylesheet whose text is already
// in force is left out; any other (a part the server did not render, a page rendered in the
// browser only) is appended at the end of <head>, where style-loader appends.

/** @type {Set<string> | null} The server's stylesheets: they are in the HTML, read once. */
let serverSheets = null;

function serverStylesheets() {
  if (serverSheets === null) {
    serverSheets = new Set();
    for (const element of document.querySelectorAll('style[data-server-styles]'))
      serverSheets.add(element.textContent);
  }
  return serverSheets;
}

/**
 * @param {string} css the stylesheet's text
 * @param {HTMLStyleElement} style the element style-loader made for it (not in the page yet:
 *   insert-later.cjs); an update (hot reload) gives the same element again
 */
module.exports = function styleTagTransform(css, style) {
  style.textContent = css;
  if (!style.isConnected && !serverStylesheets().has(css)) document.head.appendChild(style);
};
