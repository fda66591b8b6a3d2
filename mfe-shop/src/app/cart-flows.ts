import type { Action, Dispatch, Middleware, UnknownAction } from '@reduxjs/toolkit';
import createSagaMiddleware, { stdChannel } from 'redux-saga';
import { all } from 'typed-redux-saga';
import { addToCartSaga, cartChangeSaga } from '../features/cart/flows';
import { CART_DEPS, cartFlowsStarted, type CartDeps } from '../features/cart/state';

function* rootSaga() {
  yield* all([addToCartSaga(), cartChangeSaga()]);
}

/**
 * The cart's sagas, in a chunk of their own: the shop store starts them at the first cart request
 * (store.ts), so a visitor who only looks downloads no redux-saga (docs/adr/0013).
 * @param waiting the requests dispatched before the sagas ran, handed to them in order
 */
export function runCartFlows({
  addMiddleware,
  dispatch,
  deps,
  waiting,
}: {
  addMiddleware: (...middleware: Middleware[]) => void;
  dispatch: Dispatch;
  deps: CartDeps;
  waiting: readonly UnknownAction[];
}) {
  const channel = stdChannel<Action>();
  const sagas = createSagaMiddleware({ channel, context: { [CART_DEPS]: deps } });
  addMiddleware(sagas);
  // RTK's dynamic middleware mounts what was added when the next action passes; `run` needs the
  // saga middleware mounted, so this action goes first.
  dispatch(cartFlowsStarted());
  sagas.run(rootSaga);
  // The reducers have already seen these; only the sagas still need them.
  for (const action of waiting) channel.put(action);
}
