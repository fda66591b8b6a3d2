import { useContext, type ReactNode } from 'react';
import { Provider, ReactReduxContext } from 'react-redux';
import { getContentStore } from './store';

/** Wraps a page of this remote in its store, unless a store is already provided (tests). */
export function ContentProviders({ children }: { children: ReactNode }) {
  const outer = useContext(ReactReduxContext);
  if (outer) return children;
  return <Provider store={getContentStore()}>{children}</Provider>;
}
