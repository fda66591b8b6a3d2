import { useDispatch, useSelector } from 'react-redux';
import type { ChatDispatch, ChatState } from './store';

export const useChatDispatch = useDispatch.withTypes<ChatDispatch>();
export const useChatSelector = useSelector.withTypes<ChatState>();
