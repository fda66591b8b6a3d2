import { useEffect, useState, type FormEvent } from 'react';
import { CHAT_LIMITS, type ChatRoom } from 'shared-contracts';
import { Button, TextField } from 'shared-ui';
import { Modal, ModalClose } from 'shared-ui/modal';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import {
  roomRenameDismissed,
  roomRenameRequested,
  selectRenameError,
  selectRenameStatus,
} from '../rooms.slice';
import styles from './room-dialogs.module.css';

interface RenameRoomDialogProps {
  room: ChatRoom | null;
  onClose: () => void;
}

/** The name field, starting from the room's name (a new one per room, by key). */
function RenameForm({ room }: { room: ChatRoom }) {
  const dispatch = useAppDispatch();
  const status = useAppSelector(selectRenameStatus);
  const error = useAppSelector(selectRenameError);
  const [name, setName] = useState(room.name);
  const [touched, setTouched] = useState(false);
  const missing = name.trim() === '' ? 'Enter a name.' : undefined;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (missing) return;
    dispatch(roomRenameRequested({ room: room.slug, name: name.trim() }));
  };

  return (
    <form onSubmit={submit} noValidate className={styles.form}>
      <TextField
        label="Name"
        value={name}
        maxLength={CHAT_LIMITS.roomNameMaxChars}
        onChange={(event) => setName(event.target.value)}
        onBlur={() => setTouched(true)}
        error={missing}
        touched={touched}
        required
      />
      {error && (
        <p className={styles.error} role="alert">
          {error}
        </p>
      )}
      <div className={styles.actions}>
        <ModalClose asChild>
          <Button variant="secondary" disabled={status === 'pending'}>
            Cancel
          </Button>
        </ModalClose>
        <Button type="submit" loading={status === 'pending'} loadingLabel="Saving the name">
          Save
        </Button>
      </div>
    </form>
  );
}

/** Renames a room; closes once the server took the new name. */
export function RenameRoomDialog({ room, onClose }: RenameRoomDialogProps) {
  const dispatch = useAppDispatch();
  const status = useAppSelector(selectRenameStatus);

  useEffect(() => {
    if (status === 'fulfilled') {
      dispatch(roomRenameDismissed());
      onClose();
    }
  }, [dispatch, onClose, status]);

  const close = (open: boolean) => {
    if (open || status === 'pending') return;
    dispatch(roomRenameDismissed());
    onClose();
  };

  return (
    <Modal open={room !== null} onOpenChange={close} title="Rename conversation" size="md">
      {room && <RenameForm key={room.slug} room={room} />}
    </Modal>
  );
}
