// The editor's saga, for app/editor-flows.ts only: that file is its own chunk, loaded when an
// editor overlay first shows, so nothing else may import this door (docs/adr/0013).
export { abMovementSaga, EDITOR_DEPS, type EditorDeps } from './ab-movement.saga';
