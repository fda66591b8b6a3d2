// The terms feature's public entry: the terms document the terms page draws.
export { TermsDocumentView } from './terms-document';
