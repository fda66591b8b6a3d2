import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import type { RenderScope } from 'shared-contracts';
import { getChatStore, renderStore, type ChatStore } from './store';

interface ChatProviderProps {
  children: ReactNode;
  /** A test's own store. */
  store?: ChatStore | undefined;
  /** The shell's server render: a store of this render's own (docs/adr/0150), never the tab's. */
  renderScope?: RenderScope | undefined;
}

/** Wraps a chat page in the remote's store (the tab's one, the render's, or a test's own). */
export function ChatProvider({ children, store, renderScope }: ChatProviderProps) {
  return (
    <Provider store={store ?? (renderScope ? renderStore(renderScope) : getChatStore())}>{children}</Provider>
  );
}
