import { describeError, type ApiClient } from 'shared-contracts';
import { call, getContext, put, takeLeading } from 'typed-redux-saga';
import { movementFailed, movementRequested, movementSucceeded } from './ab-overlay.slice';
import { postMovement } from '../../api/ab-calls';
import { contentApi } from '../../api/content-api';

/** What the editor's sagas reach outside the store: given through the saga context, as every remote's sagas are. */
export interface EditorDeps {
  client: ApiClient;
}

export const EDITOR_DEPS = 'editorDeps';

const MOVEMENT_FAILED = { fallback: 'Could not switch the variant.' };

/** Moves the editor to the neighbouring variant, then reloads the content so the page shows it. */
function* moveVariant(action: ReturnType<typeof movementRequested>) {
  const { client } = yield* getContext<EditorDeps>(EDITOR_DEPS);
  try {
    yield* call(postMovement, client, action.payload);
    yield* put(contentApi.util.invalidateTags(['Page']));
    yield* put(movementSucceeded());
  } catch (error) {
    yield* put(movementFailed(describeError(error, MOVEMENT_FAILED)));
  }
}

/** takeLeading: a second click while a switch runs is ignored, so one click moves one step. */
export function* abMovementSaga() {
  yield* takeLeading(movementRequested.type, moveVariant);
}
