// The A/B editor's public entry: its page, and the router state a block's overlay hands it.
export { AbContentEditor } from './ab-content-editor';
export type { EditorLinkState } from './back-to-page';
