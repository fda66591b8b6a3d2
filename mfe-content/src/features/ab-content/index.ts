// The A/B content feature's public entry: a page's content blocks, one block (the consult page
// places its own), and whether the editor overlay shows.
export { ContentBlocks } from './components/content-blocks';
export { AbBlockView } from './components/ab-block-view';
export { useEditorOverlay } from './editor-overlay';
