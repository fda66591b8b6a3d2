import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { getChatStore, type ChatStore } from './store';

/** Wraps a chat page in the remote's store (the tab's one, or a test's own). */
export function ChatProvider({ children, store }: { children: ReactNode; store?: ChatStore }) {
  return <Provider store={store ?? getChatStore()}>{children}</Provider>;
}
