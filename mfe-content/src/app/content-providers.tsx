import { useContext, type ReactNode } from 'react';
import { Provider, ReactReduxContext } from 'react-redux';
import type { RenderScope } from 'shared-contracts';
import { getContentStore, renderStore } from './store';

interface ContentProvidersProps {
  children: ReactNode;
  /** The shell's server render: a store of this render's own (docs/adr/0140), never the tab's. */
  renderScope?: RenderScope | undefined;
}

/** Wraps a page of this remote in its store, unless a store is already provided (tests). */
export function ContentProviders({ children, renderScope }: ContentProvidersProps) {
  const outer = useContext(ReactReduxContext);
  if (outer) return children;
  const store = renderScope ? renderStore(renderScope) : getContentStore();
  return <Provider store={store}>{children}</Provider>;
}
