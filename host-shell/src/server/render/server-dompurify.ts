// DOMPurify over a server DOM (jsdom), for remote pages rendered on the shell's server
// (docs/adr/0140). The server build provides it as the shared `dompurify` and the remotes' server
// builds take it from here (tooling/webpack createServerConfig): their sanitiser runs the same
// code, config and hooks as in the browser. Without a DOM, DOMPurify cannot sanitise at all.
// The package's entry is imported by its file path, which is not the shared key this module is.
import createDOMPurify from 'dompurify/dist/purify.js';
import { JSDOM } from 'jsdom';

const { window } = new JSDOM('<!doctype html><html><body></body></html>');

export default createDOMPurify(window);
