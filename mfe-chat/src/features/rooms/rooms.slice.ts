import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/** Chat add statuses of docs/product.md §4 ('' before any). */
export type AddRoomStatus = '' | 'PENDING' | 'SUCCESS' | 'FAILURE';
/** Chat delete statuses of docs/product.md §4 ('' before any); rename uses the same words. */
export type RoomWriteStatus = '' | 'pending' | 'fulfilled' | 'rejected';

export interface RoomsState {
  addStatus: AddRoomStatus;
  addError: string | null;
  /** A room just made, for the page to open; cleared once it did. */
  createdRoom: string | null;
  deleteStatus: RoomWriteStatus;
  deleteError: string | null;
  /** The room the last delete removed. */
  deletedRoom: string | null;
  renameStatus: RoomWriteStatus;
  renameError: string | null;
}

const initialState: RoomsState = {
  addStatus: '',
  addError: null,
  createdRoom: null,
  deleteStatus: '',
  deleteError: null,
  deletedRoom: null,
  renameStatus: '',
  renameError: null,
};

/** A new conversation, optionally started with its first message (sent once the room's socket opens). */
export interface RoomCreateRequest {
  firstMessage?: { message: string; file: string | null };
}

export const roomsSlice = createSlice({
  name: 'rooms',
  initialState,
  reducers: {
    roomCreateRequested: (_state, _action: PayloadAction<RoomCreateRequest>) => undefined,
    roomCreateStarted: (state) => {
      state.addStatus = 'PENDING';
      state.addError = null;
    },
    roomCreated: (state, action: PayloadAction<{ room: string }>) => {
      state.addStatus = 'SUCCESS';
      state.createdRoom = action.payload.room;
    },
    roomCreateFailed: (state, action: PayloadAction<{ message: string }>) => {
      state.addStatus = 'FAILURE';
      state.addError = action.payload.message;
    },
    createdRoomOpened: (state) => {
      state.createdRoom = null;
      state.addStatus = '';
    },
    roomDeleteRequested: (_state, _action: PayloadAction<{ room: string }>) => undefined,
    roomDeleteStarted: (state) => {
      state.deleteStatus = 'pending';
      state.deleteError = null;
    },
    roomDeleted: (state, action: PayloadAction<{ room: string }>) => {
      state.deleteStatus = 'fulfilled';
      state.deletedRoom = action.payload.room;
    },
    roomDeleteFailed: (state, action: PayloadAction<{ message: string }>) => {
      state.deleteStatus = 'rejected';
      state.deleteError = action.payload.message;
    },
    roomDeleteDismissed: (state) => {
      state.deleteStatus = '';
      state.deleteError = null;
    },
    roomRenameRequested: (_state, _action: PayloadAction<{ room: string; name: string }>) => undefined,
    roomRenameStarted: (state) => {
      state.renameStatus = 'pending';
      state.renameError = null;
    },
    roomRenamed: (state) => {
      state.renameStatus = 'fulfilled';
    },
    roomRenameFailed: (state, action: PayloadAction<{ message: string }>) => {
      state.renameStatus = 'rejected';
      state.renameError = action.payload.message;
    },
    roomRenameDismissed: (state) => {
      state.renameStatus = '';
      state.renameError = null;
    },
  },
  selectors: {
    selectAddStatus: (state) => state.addStatus,
    selectAddError: (state) => state.addError,
    selectCreatedRoom: (state) => state.createdRoom,
    selectDeleteStatus: (state) => state.deleteStatus,
    selectDeleteError: (state) => state.deleteError,
    selectRenameStatus: (state) => state.renameStatus,
    selectRenameError: (state) => state.renameError,
  },
});

export const {
  roomCreateRequested,
  roomCreateStarted,
  roomCreated,
  roomCreateFailed,
  createdRoomOpened,
  roomDeleteRequested,
  roomDeleteStarted,
  roomDeleted,
  roomDeleteFailed,
  roomDeleteDismissed,
  roomRenameRequested,
  roomRenameStarted,
  roomRenamed,
  roomRenameFailed,
  roomRenameDismissed,
} = roomsSlice.actions;

export const {
  selectAddStatus,
  selectAddError,
  selectCreatedRoom,
  selectDeleteStatus,
  selectDeleteError,
  selectRenameStatus,
  selectRenameError,
} = roomsSlice.selectors;
