import { useEffect, useRef, type RefObject } from 'react';
import type { ChatRoom } from 'shared-contracts';
import { Button } from 'shared-ui';
import { Modal, ModalClose } from 'shared-ui/modal';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import {
  roomDeleteDismissed,
  roomDeleteRequested,
  selectDeleteError,
  selectDeleteStatus,
} from '../rooms.slice';
import styles from './room-dialogs.module.css';

interface DeleteRoomDialogProps {
  room: ChatRoom | null;
  onClose: () => void;
  /** Gets focus once the room is deleted: its row, and the button that opened this, are gone. */
  focusAfterDelete: RefObject<HTMLElement | null>;
}

/** Asks before a room is deleted; closes once the delete is fulfilled, says why when it is rejected. */
export function DeleteRoomDialog({ room, onClose, focusAfterDelete }: DeleteRoomDialogProps) {
  const dispatch = useAppDispatch();
  const status = useAppSelector(selectDeleteStatus);
  const error = useAppSelector(selectDeleteError);
  // Null (focus back to the Delete button) unless the delete went through.
  const returnFocus = useRef<HTMLElement | null>(null);

  useEffect(() => {
    if (room) returnFocus.current = null;
  }, [room]);

  useEffect(() => {
    if (status === 'fulfilled') {
      returnFocus.current = focusAfterDelete.current;
      dispatch(roomDeleteDismissed());
      onClose();
    }
  }, [dispatch, focusAfterDelete, onClose, status]);

  const close = (open: boolean) => {
    if (open || status === 'pending') return;
    dispatch(roomDeleteDismissed());
    onClose();
  };

  return (
    <Modal
      open={room !== null}
      onOpenChange={close}
      returnFocusRef={returnFocus}
      title="Delete this conversation?"
      description={
        room ? `“${room.name}” and all its messages will be deleted. This cannot be undone.` : undefined
      }
    >
      {error && (
        <p className={styles.error} role="alert">
          {error}
        </p>
      )}
      <div className={styles.actions}>
        <ModalClose asChild>
          <Button variant="secondary" disabled={status === 'pending'}>
            Keep it
          </Button>
        </ModalClose>
        <Button
          loading={status === 'pending'}
          loadingLabel="Deleting the conversation"
          onClick={() => room && dispatch(roomDeleteRequested({ room: room.slug }))}
        >
          Delete
        </Button>
      </div>
    </Modal>
  );
}
