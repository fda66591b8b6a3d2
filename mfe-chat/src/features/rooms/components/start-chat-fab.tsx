import { FloatingActionButton } from 'shared-ui';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { roomCreateRequested, selectAddStatus } from '../rooms.slice';

/**
 * Phones only (shared-ui hides it from 768px, where the new-conversation panel sits beside the
 * list): "Start a chat" makes an empty room, busy while it is being made. The page opens the new
 * room when it exists (NewChat follows `createdRoom`), as for a typed question.
 */
export function StartChatFab() {
  const dispatch = useAppDispatch();
  const creating = useAppSelector(selectAddStatus) === 'PENDING';
  return (
    <FloatingActionButton
      title="Start a chat"
      loading={creating}
      loadingLabel="Starting your conversation…"
      onClick={() => dispatch(roomCreateRequested({}))}
    />
  );
}
