// The checkout's pages are personal (docs/adr/0150): the server renders their frame and reads
// nothing, since the cart id and the token stay in the browser's storage. Exporting `prepare` is
// how a page takes part in the shell's server render (docs/adr/0140).

/** Nothing to read before the server renders the page's frame. */
export const prepareFrame = (): Promise<void> => Promise.resolve();
