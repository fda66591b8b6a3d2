import type { ApiClient } from 'shared-contracts';
import type { Dispatch, Middleware } from '@reduxjs/toolkit';
import createSagaMiddleware from 'redux-saga';
import { abMovementSaga, EDITOR_DEPS, type EditorDeps } from '../features/ab-content/flows';
import { editorFlowsStarted } from '../features/ab-content/state';

/**
 * The editor's sagas, in a chunk of their own: a content page's store starts them when an editor
 * overlay first shows (store.ts `startEditorFlows`), so visitors never download redux-saga.
 * @param addMiddleware adds middleware to the running store (RTK's dynamic middleware)
 */
export function runEditorFlows(
  addMiddleware: (...middleware: Middleware[]) => void,
  dispatch: Dispatch,
  client: ApiClient,
) {
  const deps: EditorDeps = { client };
  const sagas = createSagaMiddleware({ context: { [EDITOR_DEPS]: deps } });
  addMiddleware(sagas);
  // RTK's dynamic middleware mounts what was added when the next action passes; `run` needs the
  // saga middleware mounted, so this action goes first.
  dispatch(editorFlowsStarted());
  sagas.run(abMovementSaga);
}
