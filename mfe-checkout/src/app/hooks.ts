// The app's react-redux hooks, typed by its store: components use these, never react-redux's own
// (lint enforces it), and every remote names them alike (docs/adr/0112).
import { useDispatch, useSelector } from 'react-redux';
import type { AppDispatch, RootState } from './store';

export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
export const useAppSelector = useSelector.withTypes<RootState>();
