import { useEffect } from 'react';
import type { ChatRoom } from 'shared-contracts';
import { Button } from 'shared-ui';
import { Modal, ModalClose } from 'shared-ui/modal';
import { useChatDispatch, useChatSelector } from '../../../app/hooks';
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
}

/** Asks before a room is deleted; closes once the delete is fulfilled, says why when it is rejected. */
export function DeleteRoomDialog({ room, onClose }: DeleteRoomDialogProps) {
  const dispatch = useChatDispatch();
  const status = useChatSelector(selectDeleteStatus);
  const error = useChatSelector(selectDeleteError);

  useEffect(() => {
    if (status === 'fulfilled') {
      dispatch(roomDeleteDismissed());
      onClose();
    }
  }, [dispatch, onClose, status]);

  const close = (open: boolean) => {
    if (open || status === 'pending') return;
    dispatch(roomDeleteDismissed());
    onClose();
  };

  return (
    <Modal
      open={room !== null}
      onOpenChange={close}
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
