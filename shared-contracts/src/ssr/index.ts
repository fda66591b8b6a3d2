// Server rendering: a render's own instances (per-request stores) and its reads (docs/adr/0140).
// Re-exported by the package's entry (../index.ts).

export type { RenderScope, ServerReads } from './render-scope';
export {
  createRenderScope,
  rehydrateServerReads,
  resetServerReads,
  SERVER_READS_ACTION,
  SERVER_READS_ID,
  takeServerReads,
} from './render-scope';
