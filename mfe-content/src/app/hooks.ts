// The app's react-redux hooks, typed by its store: components use these, never react-redux's own
// (lint enforces it), and every remote names them alike (docs/adr/0112). The editor overlay also
// reads the store itself, to start the editor's sagas (store.ts `startEditorFlows`).
import { useDispatch, useSelector, useStore } from 'react-redux';
import type { AppDispatch, ContentStore, RootState } from './store';

export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
export const useAppSelector = useSelector.withTypes<RootState>();
export const useAppStore = useStore.withTypes<ContentStore>();
