import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/** Which block is switching on the editor overlay, and why the last switch failed. */
export interface AbOverlayState {
  moving: string | null;
  error: string | null;
}

const initialState: AbOverlayState = { moving: null, error: null };

export const abOverlaySlice = createSlice({
  name: 'abOverlay',
  initialState,
  reducers: {
    /** The movement saga is running (app/editor-flows.ts); nothing to keep. */
    editorFlowsStarted: () => undefined,
    movementRequested: (
      state,
      action: PayloadAction<{ identifier: string; movement: 'forward' | 'backward' }>,
    ) => {
      state.moving = action.payload.identifier;
      state.error = null;
    },
    movementSucceeded: (state) => {
      state.moving = null;
    },
    movementFailed: (state, action: PayloadAction<string>) => {
      state.moving = null;
      state.error = action.payload;
    },
  },
});

export const { editorFlowsStarted, movementRequested, movementSucceeded, movementFailed } =
  abOverlaySlice.actions;
