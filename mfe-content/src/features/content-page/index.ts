// The content page feature's public entry: the frame every content page draws.
export { ContentPage } from './content-page';
// The reads a content page makes before the shell's server renders it (docs/adr/0140).
export { prepare as prepareContent, prepareContentPage, prepareReads } from './prepare-content-page';
