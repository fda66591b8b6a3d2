import { describeError, endpoints, VISITOR_ID_HEADER, visitorId, type ApiClient } from 'shared-contracts';
import { call, put, takeLeading } from 'typed-redux-saga';
import { movementFailed, movementRequested, movementSucceeded } from './ab-overlay.slice';
import { contentApi } from '../../api/content-api';

/** The movement call itself, as a plain function so the saga can `call` it. */
function postMovement(client: ApiClient, url: string, body: unknown, config: object) {
  return client.post(url, body, config);
}

const MOVEMENT_FAILED = { fallback: 'Could not switch the variant.' };

/** Moves the editor to the neighbouring variant, then reloads the content so the page shows it. */
function* moveVariant(client: ApiClient, action: ReturnType<typeof movementRequested>) {
  try {
    yield* call(
      postMovement,
      client,
      endpoints.ab.setSpecificContent,
      {
        type: 'movement',
        ...action.payload,
      },
      { headers: { [VISITOR_ID_HEADER]: visitorId() } },
    );
    yield* put(contentApi.util.invalidateTags(['Page']));
    yield* put(movementSucceeded());
  } catch (error) {
    yield* put(movementFailed(describeError(error, MOVEMENT_FAILED)));
  }
}

/** takeLeading: a second click while a switch runs is ignored, so one click moves one step. */
export function* abMovementSaga(client: ApiClient) {
  yield* takeLeading(movementRequested.type, moveVariant, client);
}
