// The A/B content's part of the store, for app/store.ts: a door without components (docs/adr/0111).
// Its saga comes through ./flows, in the chunk an editor overlay loads (docs/adr/0013).
export { abOverlaySlice, editorFlowsStarted, movementRequested } from './ab-overlay.slice';
